import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { testClock } from "../support/test-clock";

/** The founder corrects the blueprint: PUT /api/conversations/{id}/blueprint and definitions.updateBlueprint. */
const clock = testClock(Date.UTC(2031, 3, 14, 9));
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

type Envelope = {
  success: false;
  message: string;
  error: {
    code: string;
    details: {
      key: string;
      issues?: { path: (string | number)[]; message: string }[];
      dangling?: Record<string, unknown>[];
      currentVersion?: number;
    };
  };
};

const path = (id: string) => `/api/conversations/${id}/blueprint`;
const fetchBlueprint = (token: string, id: string) =>
  call<TBlueprintResponse>(server, "GET", path(id), undefined, bearer(token));
const putBlueprint = <T = TBlueprintResponse>(token: string | null, id: string, body: unknown) =>
  call<T>(server, "PUT", path(id), body, token ? bearer(token) : {});
const generate = (token: string, id: string, kind: string) =>
  post<{ document: { version: number; blueprintVersion: number } }>(
    server,
    `/api/conversations/${id}/${kind}`,
    undefined,
    bearer(token),
  );

/** A definition with its RFP generated, so it has blueprint version 1. */
async function withBlueprint() {
  const ready = await readyDefinition(server);
  expect((await generate(ready.buyer.token, ready.definitionId, "generate-rfp")).status).toBe(200);
  const current = (await fetchBlueprint(ready.buyer.token, ready.definitionId)).body;
  if (!current.blueprint || current.version === null) throw new Error("no blueprint after the first generation");
  return { ...ready, blueprint: current.blueprint, version: current.version };
}

const copy = (blueprint: TBlueprint): TBlueprint => structuredClone(blueprint);

describe("PUT /api/conversations/{id}/blueprint", () => {
  it("asks for a session (401) and is the owner's only (404), changing nothing", async () => {
    const { buyer, definitionId, blueprint, version } = await withBlueprint();
    const signedOut = await putBlueprint<Envelope>(null, definitionId, { version, blueprint });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.success).toBe(false);

    const other = await readyDefinition(server);
    const foreign = await putBlueprint<Envelope>(other.buyer.token, definitionId, { version, blueprint });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, message: "Product definition not found" });
    expect((await fetchBlueprint(buyer.token, definitionId)).body).toMatchObject({ version: 1 });
  });

  it("refuses a body of the wrong shape with 400 and the failing paths", async () => {
    const { buyer, definitionId, blueprint } = await withBlueprint();
    const broken = copy(blueprint) as unknown as { requirements: Record<string, unknown>[] };
    (broken.requirements[0] as Record<string, unknown>).priority = "urgent";
    const response = await putBlueprint<Envelope>(buyer.token, definitionId, { version: "one", blueprint: broken });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_ERROR");
    const paths = response.body.error.details.issues?.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["version", "blueprint.requirements.0.priority"]));
  });

  it("refuses a deleted role or record that requirements still use, naming them", async () => {
    const { buyer, definitionId, blueprint, version } = await withBlueprint();
    const role = blueprint.roles.at(-1);
    if (!role) throw new Error("the test blueprint has no roles");
    const users = blueprint.requirements.filter((item) => item.roles.includes(role.id)).map((item) => item.id);
    expect(users.length).toBeGreaterThan(0);
    const withoutRole = copy(blueprint);
    withoutRole.roles = withoutRole.roles.slice(0, -1);
    const refused = await putBlueprint<Envelope>(buyer.token, definitionId, { version, blueprint: withoutRole });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: { key: "blueprintDangling" } });
    expect(refused.body.message).toBe("A requirement still uses a role or record that is no longer in the blueprint");
    const dangling = refused.body.error.details.dangling ?? [];
    const requirements = dangling.flatMap((item) =>
      item.role === role.id && item.requirement ? [item.requirement] : [],
    );
    expect(requirements).toEqual(users);
    expect(dangling[0]).toMatchObject({ path: ["blueprint", "requirements", expect.any(Number), "roles"] });
    expect(refused.body.error.details.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: `unknown role ${role.id}` })]),
    );

    const record = blueprint.entities.find((entity) =>
      blueprint.requirements.some((item) => item.entities.includes(entity.name)),
    );
    if (!record) throw new Error("the test blueprint's requirements use no record");
    const withoutRecord = copy(blueprint);
    withoutRecord.entities = withoutRecord.entities.filter((entity) => entity.name !== record.name);
    const noRecord = await putBlueprint<Envelope>(buyer.token, definitionId, { version, blueprint: withoutRecord });
    expect(noRecord.status).toBe(400);
    const readers = blueprint.requirements.filter((item) => item.entities.includes(record.name)).map((item) => item.id);
    expect(
      (noRecord.body.error.details.dangling ?? []).flatMap((item) =>
        item.record === record.name && item.requirement ? [item.requirement] : [],
      ),
    ).toEqual(readers);

    // Other broken rules are refused too, without dangling references.
    const unplanned = copy(blueprint);
    for (const milestone of unplanned.milestones) milestone.requirements = [];
    const inconsistent = await putBlueprint<Envelope>(buyer.token, definitionId, { version, blueprint: unplanned });
    expect(inconsistent.status).toBe(400);
    expect(inconsistent.body.error.details).toMatchObject({ key: "blueprintInconsistent", dangling: [] });
    expect(inconsistent.body.error.details.issues?.[0]?.path).toEqual(["blueprint", "milestones"]);

    const german = copy(blueprint);
    german.language = "de";
    const language = await putBlueprint<Envelope>(buyer.token, definitionId, { version, blueprint: german });
    expect(language.status).toBe(400);
    expect(language.body.error.details.issues?.map((issue) => issue.path.join("."))).toEqual(["blueprint.language"]);
    expect((await fetchBlueprint(buyer.token, definitionId)).body).toMatchObject({ version: 1 });
  });

  it("stores a correction as the next version that GET answers and the next RFP renders; a stale version is 409", async () => {
    const { buyer, definitionId, blueprint, version } = await withBlueprint();
    const corrected = copy(blueprint);
    const role = corrected.roles[0];
    const moved = corrected.requirements.find((item) => item.priority === "must" || item.priority === "should");
    if (!role || !moved) throw new Error("the test blueprint has no role or no Must/Should requirement");
    role.name = "Crew Chief";
    moved.priority = "could";

    clock.advance(1000);
    const stored = await putBlueprint(buyer.token, definitionId, { version, blueprint: corrected });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ success: true, version: 2, model: "founder", outOfDate: false });
    expect(stored.body.blueprint?.roles[0]?.name).toBe("Crew Chief");
    // The RFP was rendered from version 1: no longer current.
    expect(stored.body.documents).toEqual([
      expect.objectContaining({ kind: "rfp", blueprintVersion: 1, current: false }),
    ]);

    const read = (await fetchBlueprint(buyer.token, definitionId)).body;
    expect(read).toMatchObject({ version: 2, model: "founder", outOfDate: false });
    expect(read.blueprint?.requirements.find((item) => item.id === moved.id)?.priority).toBe("could");

    // Another tab still on version 1 is told the current one, and nothing is stored.
    const stale = await putBlueprint<Envelope>(buyer.token, definitionId, { version: 1, blueprint: copy(blueprint) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: "409",
      details: { key: "blueprintStale", currentVersion: 2, params: { current: 2 } },
    });

    // The next generation renders from the founder's version, not a rebuild from the answers.
    clock.advance(1000);
    const rfp = await generate(buyer.token, definitionId, "generate-rfp");
    expect(rfp.body.document).toMatchObject({ version: 2, blueprintVersion: 2 });
    const text = await (
      await server.fetch(`/api/conversations/${definitionId}/documents/rfp`, { headers: bearer(buyer.token) })
    ).text();
    expect(text).toContain("Crew Chief");
    const after = (await fetchBlueprint(buyer.token, definitionId)).body;
    expect(after).toMatchObject({ version: 2, model: "founder" });
    expect(after.documents).toEqual([expect.objectContaining({ kind: "rfp", blueprintVersion: 2, current: true })]);
  });

  it("keeps versions unique when two corrections of the same version race: one is stored, the other is 409", async () => {
    const { buyer, definitionId, blueprint, version } = await withBlueprint();
    const a = copy(blueprint);
    a.product.name = "TaskNest A";
    const b = copy(blueprint);
    b.product.name = "TaskNest B";
    const answers = await Promise.all([
      putBlueprint(buyer.token, definitionId, { version, blueprint: a }),
      putBlueprint(buyer.token, definitionId, { version, blueprint: b }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const read = (await fetchBlueprint(buyer.token, definitionId)).body;
    const winner = answers.find((answer) => answer.status === 200)?.body;
    expect(read).toMatchObject({ version: 2, blueprint: { product: { name: winner?.blueprint?.product.name } } });
  });

  it("answers a definition with no blueprint yet 409", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const other = await withBlueprint();
    const response = await putBlueprint<Envelope>(buyer.token, definitionId, {
      version: 1,
      blueprint: other.blueprint,
    });
    expect(response.status).toBe(409);
    expect(response.body.error.details.key).toBe("blueprintMissing");
  });
});

describe("definitions.updateBlueprint (tRPC)", () => {
  const mutate = (token: string, input: unknown) =>
    server.fetch("/trpc/definitions.updateBlueprint", {
      method: "POST",
      headers: { ...bearer(token), "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });

  it("stores the correction like the REST call, with the same refusals", async () => {
    const { buyer, definitionId, blueprint, version } = await withBlueprint();
    const corrected = copy(blueprint);
    corrected.product.oneLiner = "Corrected through tRPC.";
    const done = await mutate(buyer.token, { id: definitionId, version, blueprint: corrected });
    expect(done.status).toBe(200);
    const body = (await done.json()) as { result: { data: TBlueprintResponse } };
    expect(body.result.data).toMatchObject({ version: 2, model: "founder" });
    expect(body.result.data.blueprint?.product.oneLiner).toBe("Corrected through tRPC.");

    const stale = await mutate(buyer.token, { id: definitionId, version, blueprint: corrected });
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as { error: { data: { code: string; details: { key: string } } } };
    expect(refusal.error.data).toMatchObject({ code: "CONFLICT", details: { key: "blueprintStale" } });

    const withoutRoles = { ...copy(blueprint), roles: [] };
    const dangling = await mutate(buyer.token, { id: definitionId, version: 2, blueprint: withoutRoles });
    expect(dangling.status).toBe(400);
    const details = ((await dangling.json()) as { error: { data: { details: { key: string; dangling: unknown[] } } } })
      .error.data.details;
    expect(details.key).toBe("blueprintDangling");
    expect(details.dangling.length).toBeGreaterThan(0);

    const other = await readyDefinition(server);
    expect((await mutate(other.buyer.token, { id: definitionId, version: 2, blueprint: corrected })).status).toBe(404);
  });
});

describe("/api/openapi.json", () => {
  it("lists the correction with its body and its answers", async () => {
    const document = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components?: unknown;
    };
    const put = document.paths["/api/conversations/{id}/blueprint"]?.put;
    expect(put?.requestBody).toBeDefined();
    expect(Object.keys(put?.responses ?? {}).sort()).toEqual(["200", "400", "401", "404", "409"]);
    expect(JSON.stringify(document.components ?? document)).toContain("BlueprintUpdateRequest");
  });
});
