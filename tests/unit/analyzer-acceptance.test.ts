import { describe, expect, it } from "vitest";
import { offlineBlueprint } from "#engine/blueprint/build-blueprint";
import { offlineFeatures } from "#engine/read/suggest-features";
import type { TBlueprint } from "#shared/blueprint/schema";
import { commonestShape } from "../corpus/criteria-shapes";
import { loadCorpus } from "../corpus/load-corpus";

const blueprintOfSet = (id: string): TBlueprint => {
  const set = loadCorpus().find((candidate) => candidate.id === id);
  if (!set) throw new Error(`the corpus has ${id}`);
  const features = offlineFeatures(set.answers, set.language);
  return offlineBlueprint({ answers: set.answers, features, language: set.language });
};

/** Version 1's criteria, as the RFP states them. */
const criteria = (blueprint: TBlueprint) =>
  blueprint.requirements
    .filter((item) => item.priority !== "later")
    .flatMap((item) =>
      item.acceptanceCriteria.map((criterion) => ({ id: item.id, text: Object.values(criterion).join(" | ") })),
    );

describe("acceptance criteria say what the answers say of the requirement", () => {
  // "The fleet manager ... approves any repair over $500. ... Mechanics only see their own work orders."
  const fleet = blueprintOfSet("en-01-fleet-repair-shop");

  it("turn a threshold into a rule on the record it governs, with the founder's amount", () => {
    const approval = fleet.requirements.find((item) => /approval/i.test(item.title));
    const texts = approval?.acceptanceCriteria.map((criterion) => Object.values(criterion).join(" | ")) ?? [];
    expect(texts.some((text) => /work order of more than \$500/.test(text) && /Fleet manager/.test(text))).toBe(true);
    // The approval is of the repair's work order, not of the fleet in "fleet manager".
    expect(fleet.actions.find((action) => action.verb.startsWith("approve"))?.entity).toBe("WorkOrder");
  });

  it('turn "only their own" into one criterion, on the first requirement with that record', () => {
    const own = criteria(fleet).filter((item) => /of their own/.test(item.text));
    expect(own).toHaveLength(1);
    expect(own[0]?.text).toMatch(/Mechanic.*work orders/);
  });

  it('write a record\'s required detail rather than "invalid data" when the record has one', () => {
    const texts = criteria(fleet).map((item) => item.text);
    expect(texts.filter((text) => /incomplete or invalid data/.test(text)).length).toBeLessThanOrEqual(1);
    expect(texts.join("\n")).not.toMatch(/\ban user\b/);
  });

  it('in other languages too: Spanish "pasa de", in a step of the workflow', () => {
    for (const id of ["es-03-pedidos-proveedores"]) {
      const texts = criteria(blueprintOfSet(id)).map((item) => item.text);
      expect(
        texts.some((text) => /de más de \$5,000/.test(text)),
        id,
      ).toBe(true);
    }
  });

  it("at most one in four criteria of an RFP follow one sentence shape, on every set of the corpus", () => {
    for (const set of loadCorpus()) {
      const features = offlineFeatures(set.answers, set.language);
      const blueprint = offlineBlueprint({ answers: set.answers, features, language: set.language });
      const { share, shape } = commonestShape(blueprint);
      expect(share, `${set.id}: ${shape}`).toBeLessThanOrEqual(0.25);
    }
  });
});
