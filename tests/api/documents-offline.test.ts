import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { outbox } from "#db/schema/index";
import { checkOpenApi } from "#engine/checks/check-openapi";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer } from "../support/auth-client";
import { deltas, readyDefinition, streamEvents } from "../support/documents-client";
import { MINUTE, testClock } from "../support/test-clock";

/** The four documents from the embedded offline writer, through the real streaming route. */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

describe("the offline writer's documents", () => {
  it("streams in many chunks and stores exactly what it streamed, for all four kinds", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const texts: Record<string, string> = {};
    for (const kind of ["rfp", "pitch", "openapi", "app_prompt"]) {
      const { events } = await streamEvents(server, buyer, definitionId, kind);
      expect(events.at(-1)?.type, kind).toBe("done");
      // The definition as the generation left it (the RFP completed it), so the page need not ask again.
      expect(events.at(-1), kind).toMatchObject({ definition: { status: "complete", updatedAt: expect.any(String) } });
      const streamed = deltas(events);
      expect(streamed.length, kind).toBeGreaterThan(20);
      const served = await server.fetch(`/api/conversations/${definitionId}/documents/${kind}`, {
        headers: bearer(buyer.token),
      });
      texts[kind] = await served.text();
      expect(texts[kind]).toBe(streamed.join(""));
    }
    expect(texts.rfp).toContain("TaskNest");
    expect(texts.rfp).toMatch(/^# Request for Proposal/m);
    expect(texts.pitch?.toLowerCase()).toContain("<!doctype html>");
    expect(checkOpenApi(texts.openapi ?? "")).toEqual({ valid: true });
    expect(Object.keys((parse(texts.openapi ?? "") as { paths: object }).paths).length).toBeGreaterThan(3);
    expect(texts.app_prompt).toContain("Phase 1");
  });

  it("emails 'document generated' unless the user turned it off", async () => {
    const on = await readyDefinition(server);
    const off = await readyDefinition(server);
    await server.fetch("/api/users/me/settings", {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...bearer(off.buyer.token) },
      body: JSON.stringify({ documentGenerated: false }),
    });
    for (const { buyer, definitionId } of [on, off]) {
      await server.fetch(`/api/conversations/${definitionId}/generate-rfp`, {
        method: "POST",
        headers: bearer(buyer.token),
      });
    }
    const kinds = async (to: string) =>
      (await server.handle.db.select().from(outbox).where(eq(outbox.to, to))).map((mail) => mail.kind);
    expect(await kinds(on.user.email)).toContain("document_generated");
    expect(await kinds(off.user.email)).not.toContain("document_generated");
  });
});

describe("the 'documents ready' email", () => {
  const clock = testClock();
  let clocked: ApiServer;
  beforeAll(async () => {
    clocked = await startApiServer({ clock: clock.now });
  });
  afterAll(() => clocked.close());

  it("goes out once per definition within five minutes, however many documents are generated", async () => {
    const { buyer, user, definitionId } = await readyDefinition(clocked);
    const generate = (path: string) =>
      clocked.fetch(`/api/conversations/${definitionId}/${path}`, { method: "POST", headers: bearer(buyer.token) });
    const readyMails = async () =>
      (await clocked.handle.db.select().from(outbox).where(eq(outbox.to, user.email))).filter(
        (mail) => mail.kind === "document_generated",
      );
    expect((await generate("generate-rfp")).status).toBe(200);
    expect((await generate("generate-pitch")).status).toBe(200);
    expect(await readyMails()).toHaveLength(1);
    clock.advance(5 * MINUTE + 1000);
    expect((await generate("generate-api-definition")).status).toBe(200);
    expect(await readyMails()).toHaveLength(2);
  });
});
