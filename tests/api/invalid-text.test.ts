import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TInitResponse } from "#shared/schemas/definitions";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { insertUser, ownPackage, signedInUser } from "../support/factories";

/** A NUL character cannot be stored: every payload carrying one is a 400 that changes nothing. */
const KEY = "operator-key-for-tests-0123456789abcdef";
const NUL = "a\u0000b";
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ env: { OPERATOR_API_KEY: KEY } });
});
afterAll(() => server.close());

const refused = (response: { status: number; body: Record<string, unknown> }) => {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
};

describe("text with a NUL character", () => {
  it("is refused at sign-in, sign-up and in page views", async () => {
    const user = await insertUser(server);
    refused(await post(server, "/api/connect/login", { username: user.email, password: NUL }));
    refused(await post(server, "/api/connect/login", { username: `${NUL}@example.com`, password: "x" }));
    refused(
      await post(server, "/api/users", { email: "nul@example.com", password: `Pass${NUL}word1!`, firstName: "N" }),
    );
    refused(await post(server, "/api/analytics/page-views", { path: `/${NUL}` }));
    refused(await call(server, "GET", `/api/conversations?search=%00`, undefined, {}));
  });

  it("is refused in an answer and in an answer edit, and the conversation stays as it was", async () => {
    const { user, tokens } = await signedInUser(server);
    const auth = bearer(tokens.access_token);
    await ownPackage(server, user.id, "RFPGenerator");
    const started = await post<TInitResponse>(
      server,
      "/api/conversations/init",
      { packageType: "rfpGeneratorPackages" },
      auth,
    );
    const first = started.body.prompts[0];
    refused(
      await post(
        server,
        "/api/conversations/message",
        { conversationId: started.body.sessionId, messageId: first?.id, content: NUL },
        auth,
      ),
    );
    const after = await call<{ prompts: unknown[] }>(
      server,
      "GET",
      `/api/conversations/${started.body.sessionId}`,
      undefined,
      auth,
    );
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain("\\u0000");

    const ready = await readyDefinition(server, "rfp");
    refused(
      await post(
        server,
        `/api/conversations/${ready.definitionId}/update-user-messages`,
        { messages: [{ id: first?.id ?? "", content: NUL }] },
        bearer(ready.buyer.token),
      ),
    );
  });

  it("is refused in the operator's user and note, and in a tRPC call", async () => {
    const { user, buyer, definitionId } = await readyDefinition(server);
    const operator = { Authorization: `Bearer ${KEY}` };
    refused(
      await post(server, "/api/operator/hours", { user: NUL, definitionId, hours: 1, kind: "development" }, operator),
    );
    refused(
      await post(
        server,
        "/api/operator/hours",
        { user: user.id, definitionId, hours: 1, kind: "development", note: NUL },
        operator,
      ),
    );
    const trpc = await server.fetch("/trpc/users.updateSettings", {
      method: "POST",
      headers: { ...bearer(buyer.token), "Content-Type": "application/json" },
      body: JSON.stringify({ timezone: NUL }),
    });
    expect(trpc.status).toBe(400);
  });
});
