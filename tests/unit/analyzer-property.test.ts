import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { offlineBlueprint } from "#engine/blueprint/build-blueprint";
import { checkDocument } from "#engine/checks/check-document";
import { checkOpenApi } from "#engine/checks/check-openapi";
import { offlineFeatures } from "#engine/read/suggest-features";
import { composeDocument } from "#engine/render-document";
import { ZBlueprint } from "#shared/blueprint/integrity";
import type { DocumentKind } from "#shared/documents/kinds";
import { LANGUAGES } from "#shared/settings/options";
import { answersArbitrary } from "./answer-arbitraries";
import { GENERATED_AT } from "./offline-fixtures";

/**
 * Whatever a founder types, the offline writer builds a valid blueprint and four documents that
 * pass their check. Answers mix any Unicode with the words, punctuation and shapes founders use
 * in the four languages (role sentences cut mid-word, lists, arrows, amounts), so the reader's
 * paths are taken, not only its fallbacks. Bounded by count and by time (a busy machine runs fewer).
 */

const TEXT_KINDS: readonly DocumentKind[] = ["rfp", "pitch", "app_prompt"];
const TIME_LIMIT_MS = 60_000;

function blueprintFor(given: Record<string, string>, language: (typeof LANGUAGES)[number]) {
  const features = offlineFeatures(given, language);
  const blueprint = offlineBlueprint({ answers: given, features, language });
  expect(ZBlueprint.safeParse(blueprint).success).toBe(true);
  return blueprint;
}

describe("the offline writer on any answers", () => {
  it(
    "builds a blueprint that passes its schema and integrity check, and an RFP, a deck and a prompt that pass theirs",
    () => {
      fc.assert(
        fc.property(answersArbitrary, fc.constantFrom(...LANGUAGES), (given, language) => {
          const blueprint = blueprintFor(given, language);
          for (const kind of TEXT_KINDS) {
            const text = composeDocument(kind, blueprint, GENERATED_AT);
            expect(checkDocument(kind, text, blueprint).findings, kind).toEqual([]);
          }
        }),
        { numRuns: 2000, interruptAfterTimeLimit: TIME_LIMIT_MS, seed: 23 },
      );
    },
    TIME_LIMIT_MS + 60_000,
  );

  // Reading a 35 KB YAML document takes ~20 ms, so the API gets fewer runs of its own.
  it(
    "and an OpenAPI document that is valid OpenAPI 3.1 and traces every operation",
    () => {
      fc.assert(
        fc.property(answersArbitrary, fc.constantFrom(...LANGUAGES), (given, language) => {
          const blueprint = blueprintFor(given, language);
          const text = composeDocument("openapi", blueprint, GENERATED_AT);
          expect(checkDocument("openapi", text, blueprint).findings).toEqual([]);
          expect(checkOpenApi(text)).toEqual({ valid: true });
        }),
        { numRuns: 400, interruptAfterTimeLimit: TIME_LIMIT_MS / 2, seed: 2023 },
      );
    },
    TIME_LIMIT_MS + 60_000,
  );
});
