import { describe, expect, it } from "vitest";
import { offlineBlueprint, offlineFeatures } from "#engine";
import { sizeMarket } from "#engine/deck/market-sizing";
import { QUESTIONS } from "#shared/questionnaire/prompts";
import type { TLanguage } from "#shared/settings/options";

/** Phrasings met when a founder's answers were read as their audience reads the documents. */
function blueprintOf(overrides: Record<string, string>, language: TLanguage = "en") {
  const answers = { ...Object.fromEntries(QUESTIONS.map((q) => [q.id, q.placeholder])), q18: "No", ...overrides };
  return offlineBlueprint({ answers, features: offlineFeatures(answers, language), language });
}

describe("a founder's phrasing", () => {
  it("names the product without its note: '(working title, might change)', '(Arbeitstitel)'", () => {
    expect(blueprintOf({ q1: "Bandstand (working title, might change)" }).product.name).toBe("Bandstand");
    expect(blueprintOf({ q1: "TSV Mitgliederportal (Arbeitstitel)" }, "de").product.name).toBe("TSV Mitgliederportal");
    expect(blueprintOf({ q1: "(TBD)" }).product.name).toBe("(TBD)");
  });

  it("leaves 'I think the must-haves are' out of the first feature's title", () => {
    const titles = blueprintOf({
      q6: "I think the must-haves are a booking calendar for the band, deposit payments by card and a set list planner.",
    }).requirements.map((requirement) => requirement.title);
    expect(titles).toContain("Booking calendar for the band");
    expect(titles.some((title) => /must-haves/i.test(title))).toBe(false);
  });

  it("leaves 'can wait' and 'kommen später' out of what is put off", () => {
    const later = (overrides: Record<string, string>, language: TLanguage = "en") =>
      blueprintOf(overrides, language)
        .requirements.filter((requirement) => requirement.priority === "later")
        .map((requirement) => requirement.title);
    expect(later({ q6a: "Travel expense splitting, and a mobile app for the musicians can wait." })).toContain(
      "Mobile app for the musicians",
    );
    expect(later({ q6a: "Lieferung nach Hause und ein Abo-Modell kommen später." }, "de")).toContain("Abo-Modell");
  });

  it("writes an integration's purpose given as a clause in brackets, not after 'for'", () => {
    const titles = blueprintOf({ q10: "Stripe for deposits, Google Calendar so musicians see gigs." }).requirements.map(
      (requirement) => requirement.title,
    );
    expect(titles).toContain("Integration: Google Calendar (so musicians see gigs)");
    expect(titles).toContain("Integration: Stripe for deposits");
  });

  it("prices a business model that refuses a commission, and not one that takes one", () => {
    expect(sizeMarket("8,000 bands", "Subscription, £29 a month per band, no commission.", []).price).not.toBeNull();
    expect(sizeMarket("8,000 salons", "29 € par mois et par salon ; aucune commission.", []).price).not.toBeNull();
    expect(sizeMarket("8,000 shops", "$29 a month plus a 5% commission on each sale.", []).price).toBeNull();
  });
});
