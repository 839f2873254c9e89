import type { TInitResponse } from "#shared/schemas/definitions";
import type { TGenerationEvent } from "#shared/schemas/documents";
import type { ApiServer } from "./api-server";
import { bearer, post, signedInUser } from "./auth-client";
import { type Buyer, purchase } from "./commerce-client";
import { answeredDefinition, signedInUser as factoryUser, ownPackage } from "./factories";
import { interview, restAnswer } from "./interview";

/**
 * A signed-in user with a package and a definition whose questionnaire is done through the
 * features, from the factories (tests/support/factories.ts): the documents are what is tested.
 */
export async function readyDefinition(
  server: ApiServer,
  pack: "rfp" | "complete" = "complete",
  answers?: Readonly<Record<string, string>>,
) {
  const { user, tokens } = await factoryUser(server);
  const buyer: Buyer = { id: user.id, token: tokens.access_token };
  await ownPackage(server, user.id, pack === "rfp" ? "RFPGenerator" : "CompleteDocumentation");
  const packageType = pack === "rfp" ? "rfpGeneratorPackages" : "completeDocumentationPackages";
  const definitionId = await answeredDefinition(server, user.id, { packageType, ...(answers ? { answers } : {}) });
  return { user, buyer, definitionId };
}

/**
 * The same through HTTP only (sign-up, login, purchase, init and every answer), for a server whose
 * database the test cannot reach: one running as its own process (node-entry.test.ts).
 */
export async function readyDefinitionOverHttp(server: ApiServer, pack: "rfp" | "complete" = "complete") {
  const { user, tokens } = await signedInUser(server);
  const buyer: Buyer = { id: user.id, token: tokens.access_token };
  if (pack === "rfp") await purchase(server, buyer, { product: "RFPGenerator", quantity: 1 });
  else await purchase(server, buyer, { product: "CompleteDocumentation", cardStripeToken: "tok_visa", quantity: 1 });
  const packageType = pack === "rfp" ? "rfpGeneratorPackages" : "completeDocumentationPackages";
  const started = await post<TInitResponse>(server, "/api/conversations/init", { packageType }, bearer(buyer.token));
  await interview(restAnswer(server, buyer.token), started.body, { stopAt: "qGenerateRFP" });
  return { user, buyer, definitionId: started.body.sessionId };
}

/** Reads a generation's JSON lines to the end. */
export async function streamEvents(server: ApiServer, buyer: Buyer, definitionId: string, kind: string) {
  const response = await server.fetch(`/api/conversations/${definitionId}/documents/${kind}/stream`, {
    method: "POST",
    headers: bearer(buyer.token),
  });
  if (response.status !== 200)
    return { status: response.status, events: [] as TGenerationEvent[], body: await response.json() };
  const text = await response.text();
  const events = text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TGenerationEvent);
  return { status: 200, events, response, body: undefined };
}

export const deltas = (events: TGenerationEvent[]) =>
  events.flatMap((event) => (event.type === "delta" ? [event.text] : []));
