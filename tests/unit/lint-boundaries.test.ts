import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The boundaries of biome.json, each proved to bite: a planted import at a path under the rule
 * must be refused with the rule's own message, and the import the boundary allows must pass.
 * The planted files live in a scratch folder with a copy of biome.json, never in the source tree.
 */
type Plant = { path: string; source: string; refused: string | false };

const PLANTS: Plant[] = [
  // The engine is pure, and reached through its door.
  { path: "worker/engine/read/a.ts", source: 'import { x } from "#services/usage/x";', refused: "The engine is pure" },
  { path: "worker/engine/deck/a.ts", source: 'import type { x } from "#worker/ports";', refused: "The engine is pure" },
  { path: "worker/engine/checks/a.ts", source: 'import { x } from "#db/schema/index";', refused: "The engine is pure" },
  { path: "worker/engine/index.ts", source: 'import { x } from "../services/x";', refused: "The engine imports only" },
  { path: "worker/engine/read/b.ts", source: 'import { x } from "#engine";', refused: "does not import its door" },
  { path: "worker/engine/read/c.ts", source: 'import { x } from "#shared/blueprint/schema";', refused: false },
  { path: "worker/services/a.ts", source: 'import { x } from "#engine/deck/compose-deck";', refused: "one door" },
  { path: "worker/routes/a.ts", source: 'import { x } from "#engine/checks/check-document";', refused: "one door" },
  { path: "worker/routes/b.ts", source: 'import { x } from "#engine";', refused: false },
  // Layers run one way inside the engine.
  {
    path: "worker/engine/text/a.ts",
    source: 'import { x } from "#engine/read/money";',
    refused: "text/ does not import",
  },
  { path: "worker/engine/read/d.ts", source: 'import { x } from "../blueprint/endpoints";', refused: "read/ does not" },
  {
    path: "worker/engine/blueprint/a.ts",
    source: 'import { x } from "#engine/renderings/format";',
    refused: "blueprint/ does not",
  },
  { path: "worker/engine/renderings/a.ts", source: 'import { x } from "../deck/deck-html";', refused: "renderings/" },
  {
    path: "worker/engine/deck/b.ts",
    source: 'import { x } from "#engine/checks/sections";',
    refused: "deck/ does not",
  },
  { path: "worker/engine/deck/c.ts", source: 'import { x } from "#engine/renderings/format";', refused: false },
  { path: "worker/engine/checks/b.ts", source: 'import { x } from "../render-document";', refused: "checks/ does not" },
  // Adapters and services meet only at the ports.
  {
    path: "worker/adapters/mail/a.ts",
    source: 'import { x } from "#services/mail/x";',
    refused: "never import services",
  },
  { path: "worker/adapters/a.ts", source: 'import { x } from "../services/x";', refused: "never import services" },
  {
    path: "worker/services/mail/a.ts",
    source: 'import { x } from "#adapters/mail/x";',
    refused: "through their ports",
  },
  // The web sees the worker only as the AppRouter type.
  { path: "web/lib/a.ts", source: 'import type { AppRouter } from "#worker/trpc/router";', refused: false },
  { path: "web/lib/b.ts", source: 'import { appRouter } from "#worker/trpc/router";', refused: "AppRouter type" },
  { path: "web/lib/c.ts", source: 'import { x } from "#services/usage/x";', refused: "AppRouter type" },
  { path: "web/lib/d.ts", source: 'import { x } from "#engine";', refused: "AppRouter type" },
  // shared/ and db/ import nothing of the app.
  { path: "shared/a.ts", source: 'import { x } from "#worker/ports";', refused: "imports none of them" },
  { path: "db/a.ts", source: 'import { x } from "#services/x";', refused: "imports only #shared" },
  // No deep relative paths.
  { path: "worker/http/a.ts", source: 'import { x } from "../../shared/x";', refused: "climbs two folders" },
  { path: "web/pages/x/a.ts", source: 'import { x } from "../../lib/x";', refused: "climbs two folders" },
  // The environment is read in one place.
  { path: "worker/services/b.ts", source: "export const x = process.env.X;", refused: "process.env" },
  { path: "worker/config/a.ts", source: "export const x = process.env.X;", refused: false },
];

const scratch = mkdtempSync(join(tmpdir(), "lint-boundaries-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Diagnostic = { message: string; category: string; location: { path: string } };

function lintPlants(): Diagnostic[] {
  const config = JSON.parse(readFileSync(resolve("biome.json"), "utf8")) as Record<string, unknown>;
  delete config.$schema;
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  for (const plant of PLANTS) {
    mkdirSync(dirname(join(scratch, plant.path)), { recursive: true });
    // Each plant uses what it imports, so only the boundary (not "unused import") is reported.
    const uses = /import (?:type )?\{ (\w+) \}/.exec(plant.source)?.[1];
    writeFileSync(join(scratch, plant.path), `${plant.source}\n${uses ? `export type Used = typeof ${uses};\n` : ""}`);
  }
  let output: string;
  try {
    output = execFileSync(
      resolve("node_modules/.bin/biome"),
      ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."],
      { cwd: scratch, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? "");
  }
  return (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}

describe("the lint boundaries", () => {
  const diagnostics = lintPlants();
  const at = (path: string) => diagnostics.filter((diagnostic) => diagnostic.location.path.endsWith(path));

  it.each(PLANTS)("$path: $source", (plant) => {
    const found = at(plant.path).filter((diagnostic) => /noRestrictedImports|noProcessEnv/.test(diagnostic.category));
    if (plant.refused === false) expect(found).toEqual([]);
    else expect(found.map((diagnostic) => diagnostic.message).join("\n")).toContain(plant.refused);
  });
});
