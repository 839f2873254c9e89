import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { openSession, ownPackage } from "../support/factories";
import { DAY, MINUTE, testClock } from "../support/test-clock";

/** Entitlements, ownership, links, regeneration at half cost and the month's rollover. */
const clock = testClock(Date.UTC(2031, 4, 20, 12));
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(async () => {
  await server.close();
});

const generate = (token: string, id: string, path: string) =>
  post<{ url: string; data: { url: string }; document: { version: number; cost: number } }>(
    server,
    `/api/conversations/${id}/${path}`,
    undefined,
    bearer(token),
  );

describe("entitlements", () => {
  it("lets an RFP-only definition generate its RFP but nothing else, with the spec's words", async () => {
    const { buyer, definitionId } = await readyDefinition(server, "rfp");
    const rfp = await generate(buyer.token, definitionId, "generate-rfp");
    expect(rfp.status).toBe(200);
    expect(rfp.body.url).toBe(rfp.body.data.url);
    for (const path of ["generate-pitch", "generate-api-definition", "generate-lovable-prompt"]) {
      const refused = await generate(buyer.token, definitionId, path);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        message: "You do not have Complete Documentation package available.",
        error: { details: { refusal: "no_complete_package" } },
      });
    }
    const detail = await call<{
      conversation: { status: string };
      documents: { rfpUrl: string };
      generation: Record<string, string | null>;
    }>(server, "GET", `/api/conversations/${definitionId}`, undefined, bearer(buyer.token));
    expect(detail.body.conversation.status).toBe("complete");
    expect(detail.body.documents.rfpUrl).toBe(rfp.body.url);
    // The same rule's verdict comes with the definition, so the page needs no rule of its own.
    expect(detail.body.generation).toEqual({
      rfp: null,
      pitch: "no_complete_package",
      openapi: "no_complete_package",
      app_prompt: "no_complete_package",
    });
    // With a Complete Documentation package bought for another definition, this one lacks the upgrade.
    await ownPackage(server, buyer.id, "CompleteDocumentation");
    const upgradeable = await generate(buyer.token, definitionId, "generate-pitch");
    expect(upgradeable.status).toBe(403);
    expect(upgradeable.body).toMatchObject({
      message: expect.stringContaining("Feature not available"),
      error: { details: { refusal: "rfp_only_definition" } },
    });
  });

  it("refuses a questionnaire that has not reached the features, and another user's definition", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const other = await readyDefinition(server);
    expect((await generate(other.buyer.token, definitionId, "generate-rfp")).status).toBe(404);
    await generate(buyer.token, definitionId, "generate-rfp");
    const foreignRead = await server.fetch(`/api/conversations/${definitionId}/documents/rfp`, {
      headers: bearer(other.buyer.token),
    });
    expect(foreignRead.status).toBe(404);
    expect((await server.fetch(`/api/conversations/${definitionId}/documents/rfp`)).status).toBe(401);

    await ownPackage(server, buyer.id, "CompleteDocumentation");
    const started = await post<{ sessionId: string }>(
      server,
      "/api/conversations/init",
      { packageType: "completeDocumentationPackages" },
      bearer(buyer.token),
    );
    const early = await generate(buyer.token, started.body.sessionId, "generate-rfp");
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: "Finish the questionnaire (through the features) before generating documents",
    });
  });
});

describe("signed links", () => {
  it("open a document without a bearer header for 5 minutes, and not when altered", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await generate(buyer.token, definitionId, "generate-pitch");
    const link = await post<{ url: string }>(
      server,
      `/api/conversations/${definitionId}/documents/pitch/link`,
      { download: true },
      bearer(buyer.token),
    );
    const opened = await fetch(link.body.url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-disposition")).toMatch(/attachment; filename="TaskNest-pitch\.html"/);
    expect(opened.headers.get("content-security-policy")).toContain("sandbox allow-scripts");
    expect((await fetch(link.body.url.replace("download=1&", ""))).status).toBe(401);
    expect((await fetch(`${link.body.url.slice(0, -2)}xx`)).status).toBe(401);
    clock.advance(5 * MINUTE + 1000);
    expect((await fetch(link.body.url)).status).toBe(401);
  });
});

describe("regeneration", () => {
  it("costs half after the answers changed, keeps both versions and marks the old one out of date", async () => {
    const { buyer, definitionId, user } = await readyDefinition(server);
    await generate(buyer.token, definitionId, "generate-rfp");
    const again = await generate(buyer.token, definitionId, "generate-rfp");
    expect(again.body.document).toMatchObject({ version: 2, cost: 1 });

    const page = await call<{ messages: { id: string; role: string; metadata: { id: string } }[] }>(
      server,
      "GET",
      `/api/conversations/${definitionId}?pageSize=100`,
      undefined,
      bearer(buyer.token),
    );
    const vision = page.body.messages.find((message) => message.role === "user" && message.metadata.id === "q2");
    clock.advance(1000);
    await post(
      server,
      `/api/conversations/${definitionId}/update-user-messages`,
      {
        messages: [{ id: vision?.id, content: "A sharper one-line vision." }],
      },
      bearer(buyer.token),
    );
    const versions = await call<{ versions: { version: number; outOfDate: boolean }[] }>(
      server,
      "GET",
      `/api/conversations/${definitionId}/documents/rfp/versions`,
      undefined,
      bearer(buyer.token),
    );
    expect(versions.body.versions.map((v) => [v.version, v.outOfDate])).toEqual([
      [2, true],
      [1, true],
    ]);
    clock.advance(1000);
    const regenerated = await generate(buyer.token, definitionId, "generate-rfp");
    expect(regenerated.body.document).toMatchObject({ version: 3, cost: 0.5 });
    const usage = await call<{ used: number; remaining: number; limit: number }>(
      server,
      "GET",
      "/api/usage",
      undefined,
      bearer(buyer.token),
    );
    expect(usage.body).toMatchObject({ limit: 10, used: 2.5, remaining: 7.5 });
    const first = await server.fetch(`/api/conversations/${definitionId}/documents/rfp?version=1`, {
      headers: bearer(buyer.token),
    });
    expect(first.status).toBe(200);
    expect(user.email).toContain("@");
  });
});

describe("the month's rollover", () => {
  it("closes the month at 00:00 UTC on the 1st through the cron handler, and the count starts again", async () => {
    clock.advance(15 * DAY);
    const { buyer, definitionId, user } = await readyDefinition(server);
    for (let index = 0; index < 10; index++) await generate(buyer.token, definitionId, "generate-rfp");
    expect((await generate(buyer.token, definitionId, "generate-rfp")).status).toBe(429);

    const now = clock.now();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    clock.advance(firstOfNext.getTime() - now.getTime());
    await server.runScheduled("0 0 1 * *", clock.now());

    const token = (await openSession(server, user)).access_token;
    const usage = await call<{ used: number; month: string }>(server, "GET", "/api/usage", undefined, bearer(token));
    expect(usage.body).toMatchObject({ used: 0, month: firstOfNext.toISOString().slice(0, 7) });
    expect((await generate(token, definitionId, "generate-rfp")).status).toBe(200);
  });
});

describe("the documents list", () => {
  it("shows the current version of each document and the usage card", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await generate(buyer.token, definitionId, "generate-rfp");
    await generate(buyer.token, definitionId, "generate-rfp");
    await generate(buyer.token, definitionId, "generate-lovable-prompt");
    const list = await call<{ documents: { document: { kind: string; version: number } }[]; usage: { used: number } }>(
      server,
      "GET",
      "/api/documents",
      undefined,
      bearer(buyer.token),
    );
    expect(list.body.documents.map((item) => [item.document.kind, item.document.version]).sort()).toEqual([
      ["app_prompt", 1],
      ["rfp", 2],
    ]);
    expect(list.body.usage.used).toBe(3);
    const definitions = await call<{ conversations: Record<string, unknown>[] }>(
      server,
      "GET",
      "/api/conversations",
      undefined,
      bearer(buyer.token),
    );
    expect(definitions.body.conversations[0]).toMatchObject({
      documentsGenerated: 2,
      currentPromptId: "qGenerateRFP",
      documents: { rfpUrl: expect.stringContaining("/documents/rfp"), pitchDeckUrl: null },
    });
  });
});
