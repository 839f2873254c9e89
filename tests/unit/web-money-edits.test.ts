import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { offlineBlueprint, offlineFeatures } from "#engine";
import {
  addMarketFigure,
  addTeamMember,
  BlueprintEditError,
  deleteMarketFigure,
  deleteTeamMember,
  MAX_FIGURES,
  MAX_MEMBERS,
  setBudget,
  setMarketFigure,
  setPrice,
  setRaise,
  setTeamMemberCard,
} from "#shared/blueprint/edits";
import { ZBlueprint } from "#shared/blueprint/integrity";
import type { TBlueprint } from "#shared/blueprint/schema";
import { QUESTIONS } from "#shared/questionnaire/prompts";
import {
  amountDraft,
  formatMoney,
  readAmount,
  readCurrency,
} from "#web/pages/product-definition-detail/blueprint/money-format.ts";

/** The example answers (the questionnaire's placeholders) read by the analyzer: a real blueprint. */
function exampleBlueprint(): TBlueprint {
  const answers = { ...Object.fromEntries(QUESTIONS.map((q) => [q.id, q.placeholder])), q18: "No" };
  return offlineBlueprint({ answers, features: offlineFeatures(answers, "en"), language: "en" });
}

function expectValid(blueprint: TBlueprint) {
  const parsed = ZBlueprint.safeParse(blueprint);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

function refusal(edit: () => unknown): string | null {
  try {
    edit();
    return null;
  } catch (error) {
    if (error instanceof BlueprintEditError) return error.reason;
    throw error;
  }
}

describe("an amount as typed", () => {
  it("reads each language's figures", () => {
    expect(readAmount("1200", "en-US")).toBe(1200);
    expect(readAmount("1,200", "en-US")).toBe(1200);
    expect(readAmount("1.200", "de-DE")).toBe(1200);
    expect(readAmount("24,90", "de-DE")).toBe(24.9);
    expect(readAmount("24.90", "de-DE")).toBe(24.9);
    expect(readAmount("1,5", "en-US")).toBe(1.5);
    expect(readAmount("1 234,5", "fr-FR")).toBe(1234.5);
    expect(readAmount("1\u202f234,5", "fr-FR")).toBe(1234.5);
    expect(readAmount("1.234.567,89", "es-ES")).toBe(1234567.89);
    expect(readAmount("1,234,567.89", "en-US")).toBe(1234567.89);
    expect(readAmount("  ", "en-US")).toBeNull();
  });

  it("refuses what is not a non-negative finite number", () => {
    for (const text of ["-3", "1e5", "$49", "abc", "1.2.3,4,5", "Infinity", "NaN", "9".repeat(400), "1,2.3,4"]) {
      expect(readAmount(text, "en-US"), text).toBe("invalid");
    }
  });

  it("reads back what it puts in the box, in every language", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }).map((value) => Math.round(value * 100) / 100),
        fc.constantFrom("en-US", "es-ES", "fr-FR", "de-DE"),
        (value, locale) => {
          expect(readAmount(amountDraft(value, locale), locale)).toBe(value);
        },
      ),
      { numRuns: 300, interruptAfterTimeLimit: 2_000 },
    );
  });

  it("takes a currency as three letters, any case", () => {
    expect(readCurrency(" usd ")).toBe("USD");
    expect(readCurrency("")).toBeNull();
    expect(readCurrency("US")).toBe("invalid");
    expect(readCurrency("€")).toBe("invalid");
  });

  it("is shown in the language's style", () => {
    expect(formatMoney(49, "USD", "en-US")).toBe("$49");
    expect(formatMoney(24.9, "EUR", "en-US")).toBe("€24.90");
    expect(formatMoney(1_200_000_000, "USD", "en-US")).toBe("$1.2B");
    expect(formatMoney(60000, null, "en-US")).toBe("60,000");
  });
});

describe("the money and team edits", () => {
  it("keep the blueprint valid and the founder's words as written", () => {
    const blueprint = exampleBlueprint();
    const budget = setBudget(blueprint, { amount: 50000, upTo: null, currency: "EUR" });
    expect(budget.product.budget).toEqual({
      text: blueprint.product.budget.text,
      amount: 50000,
      upTo: null,
      currency: "EUR",
    });
    const fields = {
      model: "commission" as const,
      amount: null,
      currency: "EUR",
      unit: "  ",
      period: "use" as const,
      commissionPercent: 3,
      minimum: 15,
    };
    const priced = setPrice(budget, fields);
    expect(priced.product.price).toMatchObject({
      unit: null,
      commissionPercent: 3,
      minimum: { amount: 15, currency: "EUR" },
    });
    expect(priced.product.price?.text).toBe(blueprint.product.price?.text ?? "");
    expect(setPrice(priced, null).product.price).toBeNull();
    const figure = { label: "tam" as const, amount: 5e9, currency: "USD", period: "year" as const };
    const figures = setMarketFigure(addMarketFigure(priced, figure), 0, { ...figure, label: "sam" });
    expect(figures.product.marketFigures.map((item) => item.label)).toEqual(["sam", "tam"]);
    expect(deleteMarketFigure(figures, 0).product.marketFigures).toHaveLength(1);
    const raised = setRaise(figures, { raising: true, amount: 750000, currency: "USD", round: " seed " });
    expect(raised.ask).toMatchObject({ raising: true, round: "seed", amount: { amount: 750000, currency: "USD" } });
    expect(setRaise(raised, { raising: false, amount: null, currency: null, round: null }).ask).toMatchObject({
      raising: false,
      round: "seed",
    });
    const team = addTeamMember(raised, "Ana Ruiz (ex-Stripe, product)");
    expect(team.product.teamMembers.at(-1)).toEqual({
      name: null,
      role: "Ana Ruiz (ex-Stripe, product)",
      said: "Ana Ruiz (ex-Stripe, product)",
    });
    const corrected = setTeamMemberCard(team, 0, "Two founders");
    expect(corrected.product.teamMembers[0]?.said).toBe("Two founders");
    for (const item of [budget, priced, figures, raised, team, corrected, deleteTeamMember(corrected, 0)])
      expectValid(item);
  });

  it("refuse what the blueprint cannot hold", () => {
    const blueprint = exampleBlueprint();
    const figure = { label: null, amount: 1, currency: null, period: null };
    let full = blueprint;
    while (full.product.marketFigures.length < MAX_FIGURES) full = addMarketFigure(full, figure);
    expect(refusal(() => addMarketFigure(full, figure))).toBe("tooMany");
    let team = blueprint;
    while (team.product.teamMembers.length < MAX_MEMBERS) team = addTeamMember(team, "Someone");
    expect(refusal(() => addTeamMember(team, "One more"))).toBe("tooMany");
    expect(refusal(() => addTeamMember(blueprint, "   "))).toBe("empty");
    expect(refusal(() => setTeamMemberCard(blueprint, 0, ""))).toBe("empty");
    expect(refusal(() => deleteMarketFigure(blueprint, 9))).toBe("unknown");
  });
});
