import { beforeAll, describe, expect, it } from "vitest";
import { createWriter } from "#adapters/writer/create-writer";
import type { Config } from "#worker/config/config";
import { createLogger } from "#worker/logging/logger";
import { type Evaluation, evaluateCorpus, formatEvaluation } from "../corpus/evaluate";
import { loadCorpus } from "../corpus/load-corpus";

/**
 * The offline reader on the corpus of founders' answers (tests/corpus): floors the figures of
 * `npm run eval:analyzer` must stay above. A floor that fails prints every miss, so what the
 * change broke is in the failure. Raise a floor when the reader gets better; never edit a set.
 */
const FLOORS = {
  f1: { roles: 0.9, records: 0.85, integrations: 0.9, features: 0.9 },
  recall: { links: 0.8 },
  rate: {
    statusValues: 0.9,
    platforms: 1,
    laterExact: 0.95,
    cutFirstExact: 0.95,
    priority: 0.95,
    workflows: 0.9,
    raising: 0.95,
    budget: 0.9,
    roleAdmin: 0.95,
    tenant: 0.9,
    criteriaVaried: 1,
    stepActors: 0.74,
    actionRecords: 0.55,
  },
} as const;

describe("the offline reader on the corpus of founders' answers", () => {
  let evaluation: Evaluation;

  beforeAll(async () => {
    const writer = createWriter({ writer: { kind: "offline" } } as Config, createLogger("silent"));
    evaluation = await evaluateCorpus(writer, loadCorpus());
  }, 120_000);

  it("has at least 40 sets, 8 per language, and reads every one", () => {
    const sets = loadCorpus();
    expect(sets.length).toBeGreaterThanOrEqual(40);
    for (const language of ["en", "es", "fr", "de"] as const)
      expect(sets.filter((set) => set.language === language).length, language).toBeGreaterThanOrEqual(8);
    expect(evaluation.failures).toEqual([]);
  });

  it.each(Object.entries(FLOORS.f1))("%s F1 >= %s", (field, floor) => {
    expect(evaluation.summary[field]?.f1 ?? 0, formatEvaluation(evaluation)).toBeGreaterThanOrEqual(floor);
  });

  it.each(Object.entries(FLOORS.recall))("%s recall >= %s", (field, floor) => {
    expect(evaluation.summary[field]?.recall ?? 0, formatEvaluation(evaluation)).toBeGreaterThanOrEqual(floor);
  });

  it.each(Object.entries(FLOORS.rate))("%s right on >= %s of the sets", (field, floor) => {
    expect(evaluation.summary[field]?.rate ?? 0, formatEvaluation(evaluation)).toBeGreaterThanOrEqual(floor);
  });

  it("never makes up the values of a status the founder did not name", () => {
    expect(evaluation.summary.statusInvented?.rate ?? 1).toBeLessThanOrEqual(0.02);
  });
});
