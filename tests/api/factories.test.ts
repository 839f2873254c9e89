import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hourBlocks } from "#db/schema/index";
import type { TDefinitionDetail, TDefinitionList, TInitResponse } from "#shared/schemas/definitions";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, createUser, jwtPart, login, post, type Tokens } from "../support/auth-client";
import { type Buyer, me, purchase } from "../support/commerce-client";
import { answeredDefinition, openSession, ownPackage, signedInUser } from "../support/factories";
import { interview, restAnswer } from "../support/interview";

/**
 * The factories stand in for sign-up, login, purchases and the questionnaire in most api tests;
 * they are only right if the API cannot tell their state from the real thing's. Each check makes
 * the same state both ways and compares what the API answers, minus ids and times.
 */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

/** A user made over HTTP: sign-up and login. */
async function httpUser(): Promise<Buyer & { email: string }> {
  const user = await createUser(server);
  return { id: user.id, email: user.email, token: (await login(server, user.email)).access_token };
}

const detail = (token: string, id: string) =>
  call<TDefinitionDetail>(server, "GET", `/api/conversations/${id}?pageSize=100`, undefined, bearer(token));

/** A conversation as the API shows it, without what differs between any two (ids, times). */
function comparable(body: TDefinitionDetail) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...conversation } = body.conversation;
  return {
    conversation,
    generation: body.generation,
    totalPages: body.totalPages,
    documents: body.documents,
    messages: body.messages.map(({ role, content, metadata }) => {
      const { repliedTo, ...rest } = metadata;
      return { role, content, metadata: rest, replies: repliedTo !== undefined };
    }),
  };
}

/** The documents' links name the definition; compare them with the id cut out. */
const withoutId = (value: unknown, id: string) => JSON.parse(JSON.stringify(value).replaceAll(id, "<id>"));

describe("answeredDefinition", () => {
  it.each([
    { name: "through the features, complete package", product: "CompleteDocumentation", options: {} },
    {
      name: "through the features, RFP package, every Yes/No answered No",
      product: "RFPGenerator",
      options: { packageType: "rfpGeneratorPackages", yesNo: "No" },
    },
    { name: "stopped early, at q5", product: "CompleteDocumentation", options: { stopAt: "q5" } },
    { name: "to the end, choosing B", product: "CompleteDocumentation", options: { stopAt: "qFinal", option: "B" } },
  ] as const)("looks like an interviewed definition to the API: $name", async ({ product, options }) => {
    const packageType = "packageType" in options ? options.packageType : "completeDocumentationPackages";
    const card = product === "RFPGenerator" ? {} : { cardStripeToken: "tok_visa" };

    const asked = await httpUser();
    expect((await purchase(server, asked, { product, quantity: 1, ...card })).status).toBe(200);
    const started = await post<TInitResponse>(server, "/api/conversations/init", { packageType }, bearer(asked.token));
    await interview(restAnswer(server, asked.token), started.body, { stopAt: "qGenerateRFP", ...options });
    const interviewed = await detail(asked.token, started.body.sessionId);

    const { user, tokens } = await signedInUser(server);
    await ownPackage(server, user.id, product);
    const id = await answeredDefinition(server, user.id, options);
    const made = await detail(tokens.access_token, id);

    expect(made.status).toBe(200);
    expect(withoutId(comparable(made.body), id)).toEqual(
      withoutId(comparable(interviewed.body), started.body.sessionId),
    );
    // The fields the tests and the pages read, named so a failure says which.
    expect(made.body.conversation).toMatchObject({
      currentPromptId: interviewed.body.conversation.currentPromptId,
      progress: interviewed.body.conversation.progress,
      status: interviewed.body.conversation.status,
      name: interviewed.body.conversation.name,
    });
    // The list item and the owner's package counts agree too (the definition consumed the package).
    const item = async (token: string) =>
      (await call<TDefinitionList>(server, "GET", "/api/conversations", undefined, bearer(token))).body
        .conversations[0];
    const { id: _a, lastUpdated: _b, ...listed } = (await item(tokens.access_token)) ?? {};
    const { id: _c, lastUpdated: _d, ...expected } = (await item(asked.token)) ?? {};
    expect(withoutId(listed, id)).toEqual(withoutId(expected, started.body.sessionId));
    const counts = async (buyer: Buyer) => {
      const { id: _id, email: _email, ...rest } = await me(server, buyer);
      return rest;
    };
    expect(await counts({ id: user.id, token: tokens.access_token })).toEqual(await counts(asked));
  });

  it("answers what the interview answers: the same stored texts, features from the server's writer", async () => {
    const { user, tokens } = await signedInUser(server);
    await ownPackage(server, user.id, "CompleteDocumentation");
    const id = await answeredDefinition(server, user.id);
    const body = (await detail(tokens.access_token, id)).body;
    const answer = (promptId: string) =>
      body.messages.find((message) => message.role === "user" && message.metadata.id === promptId)?.content;
    expect(body.conversation).toMatchObject({
      name: "TaskNest",
      status: "in_progress",
      currentPromptId: "qGenerateRFP",
    });
    expect(answer("qGenerateFeatures")).toMatch(/^1\. .+\n2\. /);
  });

  it("refuses a definition without a package of its type, as init does", async () => {
    const { user } = await signedInUser(server);
    await expect(answeredDefinition(server, user.id)).rejects.toThrow("Complete Documentation");
  });
});

describe("signedInUser and openSession", () => {
  it("give tokens the API takes like a login's: same claims, refresh and logout work", async () => {
    const { user, tokens } = await signedInUser(server);
    const loggedIn = await login(server, user.email);
    expect(Object.keys(jwtPart(tokens.access_token, 1)).sort()).toEqual(
      Object.keys(jwtPart(loggedIn.access_token, 1)).sort(),
    );
    expect(jwtPart(tokens.access_token, 1)).toMatchObject({ sub: user.id, email: user.email, given_name: "Ada" });
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(loggedIn).sort());
    const mine = await call(server, "GET", "/api/users/me", undefined, bearer(tokens.access_token));
    expect(mine.body).toMatchObject({ id: user.id, email: user.email, firstName: "Ada", lastName: "Lovelace" });

    const refreshed = await post<Tokens>(server, "/api/connect/refresh", { refreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const again = await openSession(server, user);
    expect((await post(server, "/api/connect/logout", { refreshToken: again.refresh_token })).status).toBe(200);
    expect((await call(server, "GET", "/api/users/me", undefined, bearer(again.access_token))).status).toBe(401);
    expect((await call(server, "GET", "/api/users/me", undefined, bearer(refreshed.body.access_token))).status).toBe(
      200,
    );
  });
});

describe("ownPackage", () => {
  it("leaves what buying each package over HTTP leaves: the same counts and hours on /api/users/me", async () => {
    const bought = await httpUser();
    const { user, tokens } = await signedInUser(server);
    const owner: Buyer = { id: user.id, token: tokens.access_token };
    for (const [product, quantity] of [
      ["RFPGenerator", 1],
      ["CompleteDocumentation", 2],
      ["DevelopmentWeek", 1],
      ["DevelopmentHours", 3],
    ] as const) {
      const card = product === "RFPGenerator" ? {} : { cardStripeToken: "tok_visa" };
      expect((await purchase(server, bought, { product, quantity, ...card })).status).toBe(200);
      await ownPackage(server, user.id, product, { quantity });
    }
    const { id: _a, email: _b, ...made } = await me(server, owner);
    const { id: _c, email: _d, ...real } = await me(server, bought);
    expect(made).toEqual(real);
    expect(made).toMatchObject({ completeDocumentationPackages: 2, developmentHours: 36, developmentWeekHours: 50 });
    const expiries = async (userId: string) =>
      (await server.handle.db.select().from(hourBlocks).where(eq(hourBlocks.userId, userId)))
        .map((block) => [block.developmentHours, block.qaHours, block.expiresAt.toISOString().slice(0, 10)])
        .sort();
    expect(await expiries(user.id)).toEqual(await expiries(bought.id));
  });
});
