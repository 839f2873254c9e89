import { describe, expect, it } from "vitest";
import type { TBlueprintDocument } from "#shared/schemas/blueprints";
import { coverage, hoursMissing } from "#web/pages/product-definition-detail/requirement-coverage.ts";

function document(overrides: Partial<TBlueprintDocument> = {}): TBlueprintDocument {
  return {
    kind: "openapi",
    version: 1,
    blueprintVersion: 2,
    current: true,
    check: { passed: true, findings: [], requirements: { "FR-1": 3 } },
    language: "en",
    ...overrides,
  };
}

describe("where a requirement stands in a document", () => {
  it("is named as often as the check counted it, and absent when the check lists it not", () => {
    expect(coverage([document()], "openapi", "FR-1")).toEqual({ state: "named", count: 3 });
    expect(coverage([document()], "openapi", "FR-2")).toEqual({ state: "absent" });
  });

  it("is unknown without a document, with one made from an earlier blueprint, or with no check", () => {
    expect(coverage([document()], "rfp", "FR-1")).toEqual({ state: "notGenerated" });
    expect(coverage([document({ current: false })], "openapi", "FR-1")).toEqual({ state: "earlier" });
    expect(coverage([document({ check: null })], "openapi", "FR-1")).toEqual({ state: "notChecked" });
  });
});

describe("the hours missing from the plan", () => {
  const totals = { requirements: { development: 40, qa: 10 }, plan: { development: 60, qa: 15 } };

  it("are the plan's development and QA hours less the hours held, never below nothing", () => {
    expect(hoursMissing(totals, 0)).toBe(75);
    expect(hoursMissing(totals, 70.5)).toBe(4.5);
    expect(hoursMissing(totals, 75)).toBe(0);
    expect(hoursMissing(totals, 120)).toBe(0);
  });
});
