import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { messages } from "#db/schema/index";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import type { TDocumentVersion } from "#shared/schemas/documents";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { testClock } from "../support/test-clock";

/**
 * The founder's corrections win (decision 031): replayed on the blueprint rebuilt after the
 * answers change, listed when they no longer apply, and the documents follow them (out of date,
 * regenerated at half the cost, with a change log by requirement id).
 */
const clock = testClock(Date.UTC(2031, 4, 2, 9));
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

const path = (id: string) => `/api/conversations/${id}/blueprint`;
const fetchBlueprint = async (token: string, id: string) =>
  (await call<TBlueprintResponse>(server, "GET", path(id), undefined, bearer(token))).body;
const putBlueprint = (token: string, id: string, body: unknown) =>
  call<TBlueprintResponse>(server, "PUT", path(id), body, bearer(token));
const generate = (token: string, id: string, kind: string) =>
  post<{ document: TDocumentVersion }>(server, `/api/conversations/${id}/${kind}`, undefined, bearer(token));
const documentText = async (token: string, id: string, kind: string) =>
  (await server.fetch(`/api/conversations/${id}/documents/${kind}`, { headers: bearer(token) })).text();
const versions = async (token: string, id: string, kind: string) =>
  (
    await call<{ versions: TDocumentVersion[] }>(
      server,
      "GET",
      `/api/conversations/${id}/documents/${kind}/versions`,
      undefined,
      bearer(token),
    )
  ).body.versions;
const usage = async (token: string) =>
  (await call<{ used: number }>(server, "GET", "/api/usage", undefined, bearer(token))).body.used;

/** Edits one answer through the answers route, as the questionnaire tab does. */
async function editAnswer(token: string, definitionId: string, promptId: string, content: string) {
  const [answer] = await server.handle.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.definitionId, definitionId), eq(messages.promptId, promptId), eq(messages.role, "user")));
  if (!answer) throw new Error(`no answer to ${promptId}`);
  clock.advance(1000);
  const edited = await post(
    server,
    `/api/conversations/${definitionId}/update-user-messages`,
    { messages: [{ id: answer.id, content }] },
    bearer(token),
  );
  expect(edited.status).toBe(200);
}

/** A definition with its RFP generated (blueprint version 1, built from the example answers). */
async function withBlueprint() {
  const ready = await readyDefinition(server);
  expect((await generate(ready.buyer.token, ready.definitionId, "generate-rfp")).status).toBe(200);
  const current = await fetchBlueprint(ready.buyer.token, ready.definitionId);
  if (!current.blueprint || current.version === null) throw new Error("no blueprint after the first generation");
  return { ...ready, token: ready.buyer.token, blueprint: current.blueprint, version: current.version };
}

/** Renames a role the requirements use, keeping its id (and so every reference to it). */
function renamed(blueprint: TBlueprint, from: string, to: string): TBlueprint {
  const copy = structuredClone(blueprint);
  const role = copy.roles.find((item) => item.name === from);
  if (!role) throw new Error(`no role ${from} in ${copy.roles.map((item) => item.name).join(", ")}`);
  role.name = to;
  return copy;
}

describe("a correction reaches every document", () => {
  // Four documents rendered on a shared machine (and a Workers build): given the time they take.
  it("renders the renamed role in the RFP and the app prompt, and an added status value in the OpenAPI enum", {
    timeout: 90_000,
  }, async () => {
    const { token, definitionId, blueprint, version } = await withBlueprint();
    const corrected = renamed(blueprint, "Dispatcher", "Crew Lead");
    const entity = corrected.entities.find((item) => item.fields.some((field) => field.type === "enum"));
    const field = entity?.fields.find((item) => item.type === "enum");
    if (!entity || !field) throw new Error("the example blueprint has no enum field");
    field.values = [...field.values, "on_hold"];

    clock.advance(1000);
    const stored = await putBlueprint(token, definitionId, { version, blueprint: corrected });
    expect(stored.status).toBe(200);
    // The RFP rendered before it is out of date now.
    expect((await versions(token, definitionId, "rfp"))[0]).toMatchObject({ outOfDate: true });

    clock.advance(1000);
    const rfp = await generate(token, definitionId, "generate-rfp");
    expect(rfp.body.document).toMatchObject({ version: 2, blueprintVersion: 2, cost: 0.5, outOfDate: false });
    for (const kind of ["generate-api-definition", "generate-lovable-prompt"]) {
      const done = await generate(token, definitionId, kind);
      expect(done.status).toBe(200);
      expect(done.body.document).toMatchObject({ version: 1, blueprintVersion: 2 });
    }
    expect(await documentText(token, definitionId, "rfp")).toContain("Crew Lead");
    expect(await documentText(token, definitionId, "app_prompt")).toContain("Crew Lead");
    const openapi = parse(await documentText(token, definitionId, "openapi")) as {
      components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
    };
    expect(openapi.components.schemas[entity.name]?.properties?.[field.key]?.enum).toContain("on_hold");
  });
});

describe("corrections survive a rebuild", () => {
  it("applies the correction again after an unrelated answer is edited and the blueprint rebuilt", async () => {
    const { token, definitionId, blueprint, version } = await withBlueprint();
    clock.advance(1000);
    expect(
      (await putBlueprint(token, definitionId, { version, blueprint: renamed(blueprint, "Cleaner", "Crew") })).status,
    ).toBe(200);

    await editAnswer(
      token,
      definitionId,
      "q3",
      "Owners juggle crews in spreadsheets; missed jobs cost them 5% of revenue.",
    );
    expect(await fetchBlueprint(token, definitionId)).toMatchObject({ version: 2, outOfDate: true });

    clock.advance(1000);
    expect((await generate(token, definitionId, "generate-rfp")).body.document).toMatchObject({ blueprintVersion: 3 });
    const rebuilt = await fetchBlueprint(token, definitionId);
    expect(rebuilt).toMatchObject({ version: 3, outOfDate: false, corrections: { applied: 1, notApplicable: [] } });
    expect(rebuilt.model).not.toBe("founder");
    expect(rebuilt.blueprint?.roles.map((role) => role.name)).toContain("Crew");
    expect(rebuilt.blueprint?.roles.map((role) => role.name)).not.toContain("Cleaner");
    expect(rebuilt.blueprint?.product.problem).toContain("juggle crews");
    expect(await documentText(token, definitionId, "rfp")).toContain("Crew");
  });

  it("lists a correction that no longer applies, in the blueprint's language, and never drops it in silence", async () => {
    const { token, definitionId, blueprint, version } = await withBlueprint();
    clock.advance(1000);
    expect(
      (await putBlueprint(token, definitionId, { version, blueprint: renamed(blueprint, "Cleaner", "Crew") })).status,
    ).toBe(200);

    // The founder's roles answer no longer has a Cleaner.
    await editAnswer(
      token,
      definitionId,
      "q7",
      "Owner: everything; Dispatcher: schedule and assign; Client: book and pay.",
    );
    clock.advance(1000);
    expect((await generate(token, definitionId, "generate-rfp")).status).toBe(200);
    const rebuilt = await fetchBlueprint(token, definitionId);
    expect(rebuilt.corrections).toEqual({
      applied: 0,
      notApplicable: [
        {
          kind: "roleRenamed",
          summary: 'Rename role "Cleaner" to "Crew": "Cleaner" is no longer in the answers',
          path: ["roles"],
        },
      ],
    });
    expect(rebuilt.blueprint?.roles.map((role) => role.name)).not.toContain("Crew");

    // Still listed after the founder's next correction, until the next rebuild.
    clock.advance(1000);
    const next = structuredClone(rebuilt.blueprint as TBlueprint);
    next.product.oneLiner = "TaskNest schedules cleaning crews.";
    const stored = await putBlueprint(token, definitionId, { version: rebuilt.version, blueprint: next });
    expect(stored.body.corrections.notApplicable).toHaveLength(1);
  });
});

describe("documents follow the corrections", () => {
  it("charges half for the regeneration after a correction and logs the changed requirement ids", async () => {
    const { token, definitionId, blueprint, version } = await withBlueprint();
    expect(await usage(token)).toBe(1);
    const corrected = structuredClone(blueprint);
    const moved = corrected.requirements.find((item) => item.priority === "must");
    if (!moved) throw new Error("the example blueprint has no Must requirement");
    moved.priority = "should";
    clock.advance(1000);
    const stored = await putBlueprint(token, definitionId, { version, blueprint: corrected });
    expect(stored.status).toBe(200);
    expect(stored.body.totals).toEqual(expect.objectContaining({ requirements: expect.any(Object) }));

    clock.advance(1000);
    const done = await generate(token, definitionId, "generate-rfp");
    expect(done.body.document).toMatchObject({
      version: 2,
      cost: 0.5,
      changes: { added: [], removed: [], changed: [moved.id] },
    });
    expect(await usage(token)).toBe(1.5);
    const history = await versions(token, definitionId, "rfp");
    expect(history.map((item) => [item.version, item.changes])).toEqual([
      [2, { added: [], removed: [], changed: [moved.id] }],
      [1, null],
    ]);
    expect(history[0]?.outOfDate).toBe(false);
  });
});

describe("/api/openapi.json", () => {
  it("lists the corrections in the blueprint's answer and the change log in a document version", async () => {
    const document = JSON.stringify(await (await server.fetch("/api/openapi.json")).json());
    expect(document).toContain("BlueprintCorrections");
    expect(document).toContain("notApplicable");
    expect(document).toContain("roleRenamed");
  });
});
