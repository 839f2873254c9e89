import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TInitResponse } from "#shared/schemas/definitions";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { ownPackage, signedInUser } from "../support/factories";

/**
 * JSON nested past 64 levels is refused before any route reads it: a ~9 KB body nested 4,400
 * levels deep used to overflow the NUL check's recursion, whose failure let a NUL through to
 * PostgreSQL and answered 500 (issue 29, item 1).
 */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

/** `{"a":{"a":…"a\u0000"…}}` as raw text: JSON.stringify itself would recurse that deep. */
const nested = (depth: number, leaf = '"a\\u0000b"') => `${'{"a":'.repeat(depth)}${leaf}${"}".repeat(depth)}`;
/** A body whose `field` holds the nested value, beside the route's own fields. */
const bodyWith = (fields: Record<string, unknown>, field: string, depth: number) => {
  const before = JSON.stringify(fields).slice(1, -1);
  return `{${before}${before ? "," : ""}"${field}":${nested(depth)}}`;
};

async function raw(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

const tooDeep = (response: { status: number; body: Record<string, unknown> }) => {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({
    success: false,
    error: { code: "VALIDATION_ERROR", details: { issues: [{ key: "nestedTooDeep" }] } },
  });
};

describe("JSON nested too deep", () => {
  it("is refused without a session at sign-in and in page views", async () => {
    tooDeep(await raw("/api/connect/login", bodyWith({ username: "a@example.com" }, "password", 4400)));
    tooDeep(await raw("/api/analytics/page-views", bodyWith({}, "path", 4400)));
    tooDeep(await raw("/api/analytics/page-views", bodyWith({}, "path", 65)));
  });

  it("is refused in an answer, an answer edit and tRPC, and the conversation stays as it was", async () => {
    const { user, tokens } = await signedInUser(server);
    const auth = bearer(tokens.access_token);
    await ownPackage(server, user.id, "RFPGenerator");
    const started = await post<TInitResponse>(
      server,
      "/api/conversations/init",
      { packageType: "rfpGeneratorPackages" },
      auth,
    );
    const conversationId = started.body.sessionId;
    const messageId = started.body.prompts[0]?.id;
    tooDeep(await raw("/api/conversations/message", bodyWith({ conversationId, messageId }, "content", 4400), auth));
    tooDeep(await raw("/trpc/definitions.answer", bodyWith({ conversationId, messageId }, "content", 4400), auth));
    const query = encodeURIComponent(nested(200, '"x"'));
    const get = await server.fetch(`/trpc/definitions.list?input=${query}`, { headers: auth });
    expect(get.status).toBe(400);
    const after = await call<{ messages: { content: string; role: string }[] }>(
      server,
      "GET",
      `/api/conversations/${conversationId}`,
      undefined,
      auth,
    );
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain('{"a":');

    const ready = await readyDefinition(server, "rfp");
    tooDeep(
      await raw(
        `/api/conversations/${ready.definitionId}/update-user-messages`,
        `{"messages":[{"id":"x","content":${nested(4400)}}]}`,
        bearer(ready.buyer.token),
      ),
    );
  });

  it("is read as usual up to the limit, where a NUL deep inside is still found", async () => {
    const response = await raw("/api/analytics/page-views", bodyWith({}, "path", 60));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { details: { issues: [{ key: "nulCharacter" }] } } });
  });
});
