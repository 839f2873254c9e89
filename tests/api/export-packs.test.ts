import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { testClock } from "../support/test-clock";
import { parseRfc4180 } from "../unit/packs/csv-checker";

/** GET /api/conversations/{id}/export: the blueprint as spec packs and tracker imports (issue 28). */
const clock = testClock(Date.UTC(2031, 2, 10, 12));
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

const exportPack = (token: string | null, id: string, format: string) =>
  server.fetch(`/api/conversations/${id}/export?format=${format}`, { headers: token ? bearer(token) : {} });
const generateRfp = (token: string, id: string) =>
  post(server, `/api/conversations/${id}/generate-rfp`, undefined, bearer(token));
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error;

const ZIPS = {
  kiro: (slug: string) => [
    `.kiro/specs/${slug}/requirements.md`,
    `.kiro/specs/${slug}/design.md`,
    `.kiro/specs/${slug}/tasks.md`,
    ".kiro/steering/product.md",
    ".kiro/steering/tech.md",
    ".kiro/steering/structure.md",
    "AGENTS.md",
  ],
  speckit: (slug: string) => [
    ".specify/memory/constitution.md",
    `specs/001-${slug}/spec.md`,
    `specs/001-${slug}/plan.md`,
    `specs/001-${slug}/data-model.md`,
    `specs/001-${slug}/contracts/openapi.yaml`,
    `specs/001-${slug}/tasks.md`,
    "AGENTS.md",
  ],
  taskmaster: () => [".taskmaster/tasks/tasks.json", ".taskmaster/docs/prd.txt", "AGENTS.md"],
  github: () => ["issues.json", "create-issues.sh", "AGENTS.md"],
} as const;

describe("GET /api/conversations/{id}/export", () => {
  let token = "";
  let definitionId = "";
  let v1: string[] = [];
  let later: string[] = [];

  beforeAll(async () => {
    const ready = await readyDefinition(server);
    token = ready.buyer.token;
    definitionId = ready.definitionId;
    expect((await generateRfp(token, definitionId)).status).toBe(200);
    const { body } = await call<TBlueprintResponse>(
      server,
      "GET",
      `/api/conversations/${definitionId}/blueprint`,
      undefined,
      bearer(token),
    );
    const requirements = body.blueprint?.requirements ?? [];
    v1 = requirements.filter((item) => item.priority !== "later").map((item) => item.id);
    later = requirements.filter((item) => item.priority === "later").map((item) => item.id);
  });

  it.each(Object.keys(ZIPS) as (keyof typeof ZIPS)[])(
    "%s: a zip attachment with the format's files",
    async (format) => {
      const response = await exportPack(token, definitionId, format);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="tasknest-${format}.zip"`);
      const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(entries).sort()).toEqual([...ZIPS[format]("tasknest")].sort());
      const text = Object.values(entries)
        .map((data) => strFromU8(data))
        .join("\n");
      // The ids are the RFP's: every version-1 requirement is there under its own id.
      for (const id of v1) expect(text).toMatch(new RegExp(`\\b${id}\\b`));
    },
  );

  it("taskmaster: one task per requirement with the RFP's ids, Later ones deferred", async () => {
    const response = await exportPack(token, definitionId, "taskmaster");
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const file = JSON.parse(strFromU8(entries[".taskmaster/tasks/tasks.json"] ?? new Uint8Array())) as {
      master: { tasks: { title: string; status: string }[] };
    };
    const ids = (status: string) =>
      file.master.tasks.filter((task) => task.status === status).map((task) => task.title.split(":")[0]);
    expect(ids("pending").sort()).toEqual([...v1].sort());
    expect(ids("deferred").sort()).toEqual([...later].sort());
  });

  it.each(["jira", "linear"])("%s: a UTF-8 CSV attachment, one row per version-1 requirement", async (format) => {
    const response = await exportPack(token, definitionId, format);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="tasknest-${format}.csv"`);
    const { rows, problems } = parseRfc4180(await response.text());
    expect(problems).toEqual([]);
    const [header = [], ...records] = rows;
    expect(header[0]).toBe(format === "jira" ? "Summary" : "Title");
    expect(records.map((fields) => fields[0]?.split(" ")[0]).sort()).toEqual([...v1].sort());
  });

  it("writes the pack's own words in the user's language", async () => {
    const ready = await readyDefinition(server);
    await generateRfp(ready.buyer.token, ready.definitionId);
    const put = await call(server, "PUT", "/api/users/me/settings", { language: "de" }, bearer(ready.buyer.token));
    expect(put.status).toBe(200);
    const response = await exportPack(ready.buyer.token, ready.definitionId, "linear");
    expect(await response.text()).toContain("Akzeptanzkriterien");
  });

  it("answers 400 for an unknown or missing format, 401 without a session, 404 for another user's", async () => {
    const unknown = await exportPack(token, definitionId, "trello");
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).code).toBe("VALIDATION_ERROR");
    expect((await server.fetch(`/api/conversations/${definitionId}/export`, { headers: bearer(token) })).status).toBe(
      400,
    );
    expect((await exportPack(null, definitionId, "kiro")).status).toBe(401);
    const other = await readyDefinition(server);
    expect((await exportPack(other.buyer.token, definitionId, "kiro")).status).toBe(404);
    expect((await exportPack(token, crypto.randomUUID(), "kiro")).status).toBe(404);
  });

  it("answers 409 before the first document: there is no blueprint yet", async () => {
    const ready = await readyDefinition(server);
    const response = await exportPack(ready.buyer.token, ready.definitionId, "kiro");
    expect(response.status).toBe(409);
  });

  it("answers 403 without the Complete Documentation package, even with a blueprint", async () => {
    const ready = await readyDefinition(server, "rfp");
    expect((await generateRfp(ready.buyer.token, ready.definitionId)).status).toBe(200);
    const response = await exportPack(ready.buyer.token, ready.definitionId, "jira");
    expect(response.status).toBe(403);
  });

  it("is listed in /api/openapi.json with its formats and errors", async () => {
    const { body } = await call<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      server,
      "GET",
      "/api/openapi.json",
    );
    const operation = body.paths["/api/conversations/{id}/export"]?.get as {
      parameters: { name: string; schema: { enum?: string[] } }[];
      responses: Record<string, unknown>;
    };
    expect(operation.parameters.find((item) => item.name === "format")?.schema.enum).toEqual([
      "kiro",
      "speckit",
      "taskmaster",
      "jira",
      "linear",
      "github",
    ]);
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "401", "403", "404", "409"]);
  });
});
