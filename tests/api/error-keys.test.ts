import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorEnvelope } from "#shared/errors/envelope";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post, signedInUser } from "../support/auth-client";

/** Every error carries its message's stable key beside the spec's code and message (issue 16). */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const details = (body: unknown) => ZErrorEnvelope.parse(body).error.details as Record<string, unknown>;

describe("REST error envelopes", () => {
  it("carry the key of a known message", async () => {
    const { user } = await signedInUser(server);
    const refused = await post(server, "/api/connect/login", { username: user.email, password: "Wrong-pass1!" });
    expect(refused.status).toBe(401);
    expect(details(refused.body)).toEqual({ key: "invalidCredentials" });
  });

  it("key a validation failure and each of its issues", async () => {
    const { tokens } = await signedInUser(server);
    const refused = await post(
      server,
      "/api/conversations/message",
      { conversationId: "not-an-id", content: "" },
      bearer(tokens.access_token),
    );
    expect(refused.status).toBe(400);
    const { key, issues } = details(refused.body) as { key: string; issues: { key: string | null }[] };
    expect(key).toBe("validation");
    // A message the registry does not know yet has no key: the client shows it as sent.
    expect(issues.map((issue) => issue.key)).toEqual(["missingConversation", null]);
  });

  it("list the keys of a message made of several, in order", async () => {
    const refused = await post(server, "/api/users", {
      email: `parts-${crypto.randomUUID()}@example.com`,
      password: "short",
      firstName: "Ada",
    });
    expect(refused.status).toBe(422);
    expect(details(refused.body)).toMatchObject({
      key: "validation",
      parts: ["passwordLength", "passwordUppercase", "passwordNumber", "passwordSpecial"],
    });
  });

  it("key an error thrown by key where a literal message once got the status's key (decision 023)", async () => {
    const { tokens } = await signedInUser(server);
    const missing = await call(
      server,
      "GET",
      `/api/purchases/${crypto.randomUUID()}`,
      undefined,
      bearer(tokens.access_token),
    );
    expect(missing.status).toBe(404);
    expect(ZErrorEnvelope.parse(missing.body).error).toEqual({
      code: "404",
      message: "Purchase not found",
      details: { key: "purchaseNotFound" },
    });
  });

  it("key a bare status's error by the status's message, keeping other details", async () => {
    const missing = await call(server, "GET", "/api/no/such/route");
    expect(details(missing.body)).toEqual({ key: "notFound", path: "/api/no/such/route" });
  });
});

describe("tRPC errors", () => {
  it("carry the key in their data", async () => {
    const { tokens } = await signedInUser(server);
    const input = encodeURIComponent(JSON.stringify({ 0: { id: crypto.randomUUID() } }));
    const response = await call<{ error: { data: { details: { key: string }; httpStatus: number } } }[]>(
      server,
      "GET",
      `/trpc/definitions.get?batch=1&input=${input}`,
      undefined,
      bearer(tokens.access_token),
    );
    expect(response.body[0]?.error.data).toMatchObject({ httpStatus: 404, details: { key: "definitionNotFound" } });
  });
});
