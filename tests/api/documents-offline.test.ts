import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkOpenApi } from "../../worker/services/documents/check-openapi";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer } from "../support/auth-client";
import { deltas, readyDefinition, streamEvents } from "../support/documents-client";

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
});
