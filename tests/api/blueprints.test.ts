import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { composeDocument } from "#engine/render-document";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { lintOpenApi } from "../support/redocly-lint";
import { testClock } from "../support/test-clock";
import { ANSWER_SETS } from "../unit/blueprint-fixtures";
import { blueprintOf, GENERATED_AT } from "../unit/offline-fixtures";

/** The blueprint behind a definition's documents: built at the first generation, owner only, versioned. */
const clock = testClock(Date.UTC(2031, 2, 10, 12));
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

const fetchBlueprint = (token: string, id: string) =>
  call<TBlueprintResponse>(server, "GET", `/api/conversations/${id}/blueprint`, undefined, bearer(token));
const generate = (token: string, id: string, path: string) =>
  post<{ document: { version: number; cost: number; blueprintVersion: number } }>(
    server,
    `/api/conversations/${id}/${path}`,
    undefined,
    bearer(token),
  );

describe("GET /api/conversations/{id}/blueprint", () => {
  it("has no blueprint until the first document, then the one it was rendered from, with totals and checks", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const before = await fetchBlueprint(buyer.token, definitionId);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ success: true, blueprint: null, version: null, documents: [] });

    const rfp = await generate(buyer.token, definitionId, "generate-rfp");
    expect(rfp.body.document.blueprintVersion).toBe(1);
    await generate(buyer.token, definitionId, "generate-api-definition");
    const after = await fetchBlueprint(buyer.token, definitionId);
    expect(after.headers.get("cache-control")).toBe("no-store");
    const { blueprint, totals, documents } = after.body;
    expect(after.body).toMatchObject({ version: 1, model: "offline-analyzer", outOfDate: false });
    expect(blueprint?.product.name).toBe("TaskNest");
    // The test interview puts the features in reverse: FR-1 is the founder's first priority, but
    // q14a cuts the QuickBooks export first, so it is a Could.
    expect(blueprint?.requirements[0]).toMatchObject({
      id: "FR-1",
      title: "Integration: QuickBooks for export",
      priority: "could",
    });
    const v1 = blueprint?.requirements.filter((item) => item.priority !== "later") ?? [];
    expect(totals?.requirements.development).toBe(v1.reduce((sum, item) => sum + item.estimate.development, 0));
    expect(
      documents.map((document) => [document.kind, document.blueprintVersion, document.current, document.check?.passed]),
    ).toEqual([
      ["rfp", 1, true, true],
      ["openapi", 1, true, true],
    ]);
    // Where each requirement appears: the RFP names every one, the API traces operations to them.
    const rfpCheck = documents.find((document) => document.kind === "rfp")?.check;
    for (const item of blueprint?.requirements ?? [])
      expect(rfpCheck?.requirements[item.id], item.id).toBeGreaterThan(0);
  });

  it("is its owner's only: another user and a stranger get nothing", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await generate(buyer.token, definitionId, "generate-rfp");
    const other = await readyDefinition(server);
    const foreign = await fetchBlueprint(other.buyer.token, definitionId);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, message: "Product definition not found" });
    expect((await server.fetch(`/api/conversations/${definitionId}/blueprint`)).status).toBe(401);
    const trpc = (token: string) =>
      server.fetch(`/trpc/definitions.blueprint?input=${encodeURIComponent(JSON.stringify({ id: definitionId }))}`, {
        headers: bearer(token),
      });
    const own = (await (await trpc(buyer.token)).json()) as { result: { data: TBlueprintResponse } };
    expect(own.result.data).toMatchObject({ version: 1, blueprint: { product: { name: "TaskNest" } } });
    expect((await trpc(other.buyer.token)).status).toBe(404);
  });

  it("goes out of date when the answers or the language change, and a regeneration rebuilds it at half cost", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await generate(buyer.token, definitionId, "generate-rfp");
    const page = await call<{ messages: { id: string; role: string; metadata: { id: string } }[] }>(
      server,
      "GET",
      `/api/conversations/${definitionId}?pageSize=100`,
      undefined,
      bearer(buyer.token),
    );
    const platforms = page.body.messages.find((message) => message.role === "user" && message.metadata.id === "q11");
    clock.advance(1000);
    await post(
      server,
      `/api/conversations/${definitionId}/update-user-messages`,
      { messages: [{ id: platforms?.id, content: "A responsive web app only; no mobile apps in version 1." }] },
      bearer(buyer.token),
    );
    expect((await fetchBlueprint(buyer.token, definitionId)).body.outOfDate).toBe(true);
    clock.advance(1000);
    const again = await generate(buyer.token, definitionId, "generate-rfp");
    expect(again.body.document).toMatchObject({ version: 2, cost: 0.5, blueprintVersion: 2 });
    const rebuilt = (await fetchBlueprint(buyer.token, definitionId)).body;
    expect(rebuilt).toMatchObject({
      version: 2,
      outOfDate: false,
      blueprint: { platforms: { web: true, ios: false, android: false } },
    });

    await call(server, "PUT", "/api/users/me/settings", { language: "de" }, bearer(buyer.token));
    const switched = (await fetchBlueprint(buyer.token, definitionId)).body;
    expect(switched.outOfDate).toBe(true);
    // The RFP stays in English until it is regenerated; the page offers that in German.
    expect(switched.language).toBe("de");
    expect(switched.documents.find((document) => document.kind === "rfp")).toMatchObject({ language: "en" });
    clock.advance(1000);
    expect((await generate(buyer.token, definitionId, "generate-rfp")).status).toBe(200);
    const german = (await fetchBlueprint(buyer.token, definitionId)).body;
    expect(german).toMatchObject({ outOfDate: false, language: "de", blueprint: { language: "de" } });
    expect(german.documents.find((document) => document.kind === "rfp")).toMatchObject({ language: "de" });
  });
});

describe("the offline writer's OpenAPI document", () => {
  it("validates and lints with 0 errors and 0 warnings under Redocly's recommended rules", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await generate(buyer.token, definitionId, "generate-api-definition");
    const text = await (
      await server.fetch(`/api/conversations/${definitionId}/documents/openapi`, { headers: bearer(buyer.token) })
    ).text();
    expect(parse(text)).toMatchObject({ openapi: "3.1.0" });
    expect(await lintOpenApi(text)).toEqual({ errors: [], warnings: [] });
  });

  it.each(ANSWER_SETS.map((set) => [set.id, set] as const))("lints clean for %s", async (_id, set) => {
    const text = composeDocument("openapi", blueprintOf(set), GENERATED_AT);
    expect(await lintOpenApi(text)).toEqual({ errors: [], warnings: [] });
  });
});
