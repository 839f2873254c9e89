import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { offlineBlueprint } from "#engine/blueprint/build-blueprint";
import { offlineFeatures } from "#engine/read/suggest-features";
import { composeDocument } from "#engine/render-document";
import { DOCUMENT_KIND_NAMES } from "#shared/documents/kinds";
import type { TLanguage } from "#shared/schemas/settings";
import { loadCorpus } from "../corpus/load-corpus";
import { ANSWER_SETS } from "./blueprint-fixtures";
import { clinic, GENERATED_AT, taskNest } from "./offline-fixtures";

/**
 * The engine's output pinned byte for byte: the suggested features, the blueprint and the four
 * documents of every unit fixture and corpus set, as SHA-256 digests. A refactor that moves code
 * must leave every digest as it was (issue 24); a change that means to alter a document updates
 * the file on purpose with `UPDATE_RENDERINGS=1 npx vitest run tests/unit/renderings-unchanged.test.ts`
 * and says so in its commit.
 */
const PINNED = new URL("./renderings-unchanged.sha256.json", import.meta.url);

type Input = {
  id: string;
  answers: Readonly<Record<string, string>>;
  features?: readonly string[];
  language: TLanguage;
};

function inputs(): Input[] {
  const sets: Input[] = [
    { id: "taskNest", ...taskNest(), language: "en" },
    { id: "clinic", ...clinic(), language: "en" },
  ];
  for (const set of ANSWER_SETS) {
    sets.push({ id: set.id, answers: set.answers, features: set.features, language: set.answerLanguage });
    if (set.answerLanguage !== "en")
      sets.push({ id: `${set.id}/en`, answers: set.answers, features: set.features, language: "en" });
  }
  for (const set of loadCorpus()) sets.push({ id: set.id, answers: set.answers, language: set.language });
  return sets;
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 24);

function digests(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const input of inputs()) {
    const features = input.features ?? offlineFeatures(input.answers, input.language);
    out[`${input.id} features`] = digest(JSON.stringify(features));
    const blueprint = offlineBlueprint({ answers: input.answers, features, language: input.language });
    out[`${input.id} blueprint`] = digest(JSON.stringify(blueprint));
    for (const kind of DOCUMENT_KIND_NAMES)
      out[`${input.id} ${kind}`] = digest(composeDocument(kind, blueprint, GENERATED_AT));
  }
  return out;
}

describe("the engine's documents", () => {
  it("are byte for byte those pinned for every fixture and corpus set", () => {
    const actual = digests();
    if (process.env.UPDATE_RENDERINGS === "1") writeFileSync(PINNED, `${JSON.stringify(actual, null, 2)}\n`);
    const pinned = JSON.parse(readFileSync(PINNED, "utf8")) as Record<string, string>;
    const changed = Object.keys({ ...pinned, ...actual }).filter((key) => pinned[key] !== actual[key]);
    expect(changed).toEqual([]);
  }, 120_000);
});
