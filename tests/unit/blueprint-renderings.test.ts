import { describe, expect, it } from "vitest";
import { checkDocument } from "#engine/checks/check-document";
import { composeDocument } from "#engine/render-document";
import type { DocumentKind } from "#shared/documents/kinds";
import { LANGUAGES } from "#shared/settings/options";
import { ANSWER_SETS, ledgerMatch, sundayLeague } from "./blueprint-fixtures";
import { blueprintOf, clinic, GENERATED_AT, taskNest } from "./offline-fixtures";

const KINDS: readonly DocumentKind[] = ["rfp", "pitch", "openapi", "app_prompt"];
const INPUTS = [
  ...ANSWER_SETS.map((set) => ({ id: set.id, answers: set.answers, features: set.features })),
  { id: "taskNest", ...taskNest() },
  { id: "clinic", ...clinic() },
];

/** Share of A's distinct non-empty lines that also occur in B. */
function sharedLines(a: string, b: string): number {
  const lines = (text: string) =>
    new Set(
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );
  const left = lines(a);
  const right = lines(b);
  return [...left].filter((line) => right.has(line)).length / left.size;
}

describe("every rendering of every blueprint passes the consistency check", () => {
  it.each(LANGUAGES.flatMap((language) => INPUTS.map((input) => [input.id, language, input] as const)))(
    "%s in %s",
    (_id, language, input) => {
      const blueprint = blueprintOf(input, language);
      for (const kind of KINDS) {
        const check = checkDocument(kind, composeDocument(kind, blueprint, GENERATED_AT), blueprint);
        expect(check.findings, `${kind}`).toEqual([]);
        expect(check.passed).toBe(true);
      }
    },
  );
});

describe("two unrelated products", () => {
  const ledger = blueprintOf(ledgerMatch);
  const league = blueprintOf(sundayLeague);

  it.each(["rfp", "app_prompt"] as const)("share under 25%% of their %s lines", (kind) => {
    const a = composeDocument(kind, ledger, GENERATED_AT);
    const b = composeDocument(kind, league, GENERATED_AT);
    expect(sharedLines(a, b)).toBeLessThan(0.25);
    expect(sharedLines(b, a)).toBeLessThan(0.25);
  });
});
