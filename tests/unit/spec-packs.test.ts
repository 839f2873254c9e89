import { execFileSync } from "node:child_process";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { packFiles, renderPack } from "#engine";
import { PACK_TEXT } from "#engine/packs/messages";
import type { TBlueprint } from "#shared/blueprint/schema";
import { inVersionOne } from "#shared/blueprint/totals";
import { PACK_FORMATS } from "#shared/packs/formats";
import { LANGUAGES, type TLanguage } from "#shared/settings/options";
import { mercadoLocal, praxisPlaner } from "./blueprint-fixtures";
import { blueprintOf, GENERATED_AT, taskNest } from "./offline-fixtures";
import { checkJiraCsv, checkLinearCsv, parseRfc4180 } from "./packs/csv-checker";
import { checkGithubPack } from "./packs/github-checker";
import { readKiroRequirements, readKiroTasks, uncitedKiroRequirements } from "./packs/kiro-checker";
import { readSpecKitSpec, readSpecKitTasks } from "./packs/speckit-checker";
import { checkTaskmaster } from "./packs/taskmaster-checker";

/** Three blueprints of unrelated products, one German and one Spanish, each packed in its own language. */
const CASES: { id: string; language: TLanguage; blueprint: TBlueprint }[] = [
  { id: "taskNest", language: "en", blueprint: blueprintOf(taskNest(), "en") },
  { id: "praxisPlaner", language: "de", blueprint: blueprintOf(praxisPlaner, "de") },
  { id: "mercadoLocal", language: "es", blueprint: blueprintOf(mercadoLocal, "es") },
];

const v1Ids = (blueprint: TBlueprint) => blueprint.requirements.filter(inVersionOne).map((item) => item.id);
const laterIds = (blueprint: TBlueprint) =>
  blueprint.requirements.filter((item) => !inVersionOne(item)).map((item) => item.id);
const mentions = (text: string, id: string) => new RegExp(`\\b${id}\\b`).test(text);

describe.each(CASES)("spec packs of $id ($language)", ({ blueprint, language }) => {
  const options = { language, generatedAt: GENERATED_AT };

  it("has Later requirements to keep out (the fixtures are chosen so)", () => {
    expect(laterIds(blueprint).length).toBeGreaterThan(0);
    expect(v1Ids(blueprint).length).toBeGreaterThan(0);
  });

  it("kiro: requirements.md and tasks.md read as Kiro reads them; every v1 requirement cited, no Later one", () => {
    const files = packFiles(blueprint, "kiro", options);
    const base = Object.keys(files)
      .find((path) => path.endsWith("/requirements.md"))
      ?.replace(/requirements\.md$/, "");
    expect(base).toMatch(/^\.kiro\/specs\/[a-z0-9-]+\/$/);
    const requirementsMd = files[`${base}requirements.md`] ?? "";
    const tasksMd = files[`${base}tasks.md`] ?? "";
    const requirements = readKiroRequirements(requirementsMd);
    expect(requirements.problems).toEqual([]);
    const tasks = readKiroTasks(tasksMd, requirements);
    expect(tasks.problems).toEqual([]);
    expect(uncitedKiroRequirements(requirements, tasks.tasks)).toEqual([]);
    // Requirement N is FR-N: the ids stay those of the RFP.
    expect([...requirements.numbers.keys()].map((n) => `FR-${n}`).sort()).toEqual([...v1Ids(blueprint)].sort());
    for (const [n, entry] of requirements.numbers) expect(entry.title).toContain(`(FR-${n},`);
    for (const id of laterIds(blueprint)) expect(mentions(tasksMd, id)).toBe(false);
    const design = files[`${base}design.md`] ?? "";
    for (const heading of [
      "## Overview",
      "## Architecture",
      "## Components and Interfaces",
      "## Data Models",
      "## Error Handling",
      "## Testing Strategy",
    ]) {
      expect(design).toContain(`\n${heading}\n`);
    }
    for (const name of ["product", "tech", "structure"]) {
      expect(files[`.kiro/steering/${name}.md`]).toMatch(/^---\ninclusion: always\n---\n/);
    }
    expect(files["AGENTS.md"]).toContain(`${base}tasks.md`);
  });

  it("speckit: spec.md stories P1-P3 with Given/When/Then and **FR-n**; tasks.md T001 [P] [USn] by phase", () => {
    const files = packFiles(blueprint, "speckit", options);
    const specPath = Object.keys(files).find((path) => /^specs\/001-[a-z0-9-]+\/spec\.md$/.test(path));
    expect(specPath).toBeDefined();
    const base = (specPath ?? "").replace(/spec\.md$/, "");
    const spec = readSpecKitSpec(files[`${base}spec.md`] ?? "");
    expect(spec.problems).toEqual([]);
    expect([...spec.requirements].sort()).toEqual([...v1Ids(blueprint)].sort());
    const tasksMd = files[`${base}tasks.md`] ?? "";
    const tasks = readSpecKitTasks(tasksMd, spec);
    expect(tasks.problems).toEqual([]);
    for (const id of v1Ids(blueprint)) expect(mentions(tasksMd, id)).toBe(true);
    for (const id of laterIds(blueprint)) expect(mentions(tasksMd, id)).toBe(false);
    expect(files[`${base}contracts/openapi.yaml`]).toMatch(/^openapi: 3\./m);
    expect(files[`${base}plan.md`]).toContain("## Technical Context");
    expect(files[`${base}data-model.md`]).toContain("# Data Model");
    expect(files[".specify/memory/constitution.md"]).toContain("## Core Principles");
    expect(files["AGENTS.md"]).toBeTruthy();
  });

  it("taskmaster: the tagged tasks.json schema, dependencies that resolve, Later deferred, hours in metadata", () => {
    const files = packFiles(blueprint, "taskmaster", options);
    const { file, problems } = checkTaskmaster(files[".taskmaster/tasks/tasks.json"] ?? "");
    expect(problems).toEqual([]);
    const tasks = file?.master.tasks ?? [];
    const idOf = (title: string) => /^(FR-\d+):/.exec(title)?.[1];
    const active = tasks.filter((task) => task.status !== "deferred").map((task) => idOf(task.title));
    expect([...active].sort()).toEqual([...v1Ids(blueprint)].sort());
    const deferred = tasks.filter((task) => task.status === "deferred").map((task) => idOf(task.title));
    expect([...deferred].sort()).toEqual([...laterIds(blueprint)].sort());
    expect(file?.master.metadata.requirements.map((item) => item.id)).toEqual(
      blueprint.requirements.map((item) => item.id),
    );
    for (const item of file?.master.metadata.requirements ?? []) {
      const source = blueprint.requirements.find((req) => req.id === item.id);
      expect(item.hours.total).toBe((source?.estimate.development ?? 0) + (source?.estimate.qa ?? 0));
    }
    expect(files[".taskmaster/docs/prd.txt"]).toContain("# Overview");
  });

  it("jira: RFC 4180 with the importer's headers, one row per v1 requirement, FR id in the summary", () => {
    const { body } = renderPack(blueprint, "jira", options);
    const { rows, problems } = checkJiraCsv(String(body));
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.Summary?.[0]?.split(" ")[0]).sort()).toEqual([...v1Ids(blueprint)].sort());
    for (const row of rows) expect(row.Description?.[0]).toMatch(/\*Given\*/);
  });

  it("linear: RFC 4180 with the importer's headers, one row per v1 requirement", () => {
    const { body } = renderPack(blueprint, "linear", options);
    const { rows, problems } = checkLinearCsv(String(body));
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.Title?.[0]?.split(" ")[0]).sort()).toEqual([...v1Ids(blueprint)].sort());
  });

  it("github: issues.json and a script gh runs (bash -n), one issue per v1 requirement", () => {
    const files = packFiles(blueprint, "github", options);
    const script = files["create-issues.sh"] ?? "";
    const { issues, problems } = checkGithubPack(files["issues.json"] ?? "", script);
    expect(problems).toEqual([]);
    expect(issues.map((issue) => issue.title.split(" ")[0]).sort()).toEqual([...v1Ids(blueprint)].sort());
    execFileSync("bash", ["-n"], { input: script });
  });

  it.each(PACK_FORMATS)("%s: the rendered file is what the route sends (zip entries = files)", (format) => {
    const pack = renderPack(blueprint, format, options);
    if (format === "jira" || format === "linear") {
      expect(pack.mediaType).toBe("text/csv; charset=utf-8");
      expect(pack.fileName).toMatch(new RegExp(`^[a-z0-9-]+-${format}\\.csv$`));
      return;
    }
    expect(pack.mediaType).toBe("application/zip");
    expect(pack.fileName).toMatch(new RegExp(`^[a-z0-9-]+-${format}\\.zip$`));
    const entries = unzipSync(pack.body as Uint8Array);
    const files = packFiles(blueprint, format, options);
    expect(Object.keys(entries).sort()).toEqual(Object.keys(files).sort());
    for (const [path, text] of Object.entries(files)) expect(strFromU8(entries[path] ?? new Uint8Array())).toBe(text);
    // The same blueprint and date give the same bytes.
    expect(renderPack(blueprint, format, options).body).toEqual(pack.body);
  });
});

describe("the checkers fail on packs a tool would misread", () => {
  const blueprint = CASES[0]?.blueprint as TBlueprint;
  const files = packFiles(blueprint, "kiro", { language: "en", generatedAt: GENERATED_AT });
  const base =
    Object.keys(files)
      .find((path) => path.endsWith("/tasks.md"))
      ?.replace(/tasks\.md$/, "") ?? "";
  const requirements = readKiroRequirements(files[`${base}requirements.md`] ?? "");

  it("kiro: a malformed checkbox, a gap in the numbers, a reference to no criterion", () => {
    const tasks = files[`${base}tasks.md`] ?? "";
    expect(readKiroTasks(tasks.replace("- [ ] 1.", "- [] 1."), requirements).problems.join()).toMatch(/malformed/);
    expect(readKiroTasks(tasks.replace("- [ ] 2.", "- [ ] 3."), requirements).problems.join()).toMatch(/should be/);
    expect(
      readKiroTasks(tasks.replace(/_Requirements: [\d.]+/, "_Requirements: 99.1"), requirements).problems.join(),
    ).toMatch(/99\.1/);
    expect(
      readKiroRequirements(
        "# Requirements Document\n\n## Introduction\n\n### Requirement 1: x\n\n#### Acceptance Criteria\n\n1. The system does x\n",
      ).problems.join(),
    ).toMatch(/EARS/);
  });

  it("speckit: a task without its story tag, an unknown story, a bad FR line", () => {
    const speckit = packFiles(blueprint, "speckit", { language: "en", generatedAt: GENERATED_AT });
    const specPath = Object.keys(speckit).find((path) => path.endsWith("/spec.md")) ?? "";
    const spec = readSpecKitSpec(speckit[specPath] ?? "");
    const tasks = speckit[specPath.replace(/spec\.md$/, "tasks.md")] ?? "";
    expect(readSpecKitTasks(tasks.replace("[US1] ", ""), spec).problems.join()).toMatch(/phase of US1/);
    expect(readSpecKitTasks(tasks.replace("[US1]", "[US99]"), spec).problems.join()).toMatch(/US99/);
    expect(readSpecKitTasks(tasks.replace("- [ ] T002", "- [ ] T2"), spec).problems.join()).toMatch(/T001/);
    expect(
      readSpecKitSpec((speckit[specPath] ?? "").replace(/- \*\*FR-1\*\*: /, "- **FR-1** ")).problems.join(),
    ).toMatch(/malformed/);
  });

  it("taskmaster: a dependency on no task, a missing field", () => {
    const json = JSON.parse(
      packFiles(blueprint, "taskmaster", { language: "en", generatedAt: GENERATED_AT })[
        ".taskmaster/tasks/tasks.json"
      ] ?? "{}",
    );
    json.master.tasks[1].dependencies = [999];
    expect(checkTaskmaster(JSON.stringify(json)).problems.join()).toMatch(/999/);
    delete json.master.tasks[0].testStrategy;
    expect(checkTaskmaster(JSON.stringify(json)).problems.join()).toMatch(/testStrategy/);
  });

  it("csv: a bare quote, a short row, LF endings, punctuation in a Jira header", () => {
    expect(parseRfc4180('a,b\r\nx"y,z\r\n').problems.join()).toMatch(/quote/);
    expect(parseRfc4180("a,b\r\nx\r\n").problems.join()).toMatch(/fields/);
    expect(parseRfc4180("a,b\nx,y\n").problems.join()).toMatch(/CRLF/);
    expect(checkJiraCsv("Summary,Original Estimate (seconds)\r\nx,1\r\n").problems.join()).toMatch(/punctuation/);
  });
});

describe("the packs' fixed words", () => {
  const placeholders = (value: unknown): string =>
    JSON.stringify(value, (_, item) => (item instanceof RegExp ? "" : item))
      .match(/\{\w+\}/g)
      ?.sort()
      .join() ?? "";

  it.each(LANGUAGES)("%s has every key and placeholder of English", (language) => {
    const en = PACK_TEXT.en;
    const other = PACK_TEXT[language];
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(other[key]), `${language}.${key}`).toBe(placeholders(en[key]));
    }
  });
});
