import { describe, expect, it } from "vitest";
import { checkDocument, composeDeck, composeDocument, offlineBlueprint, offlineFeatures } from "#engine";
import { findPrice, sizeMarket } from "#engine/deck/market-sizing";
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

  it("reads a period named before the amount: 'Monatsbeitrag von 39 € pro Hof'", () => {
    expect(findPrice("Monatsbeitrag von 39 € pro Hof.")).toMatchObject({ amount: 39, period: "month", yearly: 468 });
    expect(findPrice("A monthly fee of $49 per company.")).toMatchObject({
      amount: 49,
      period: "month",
      unit: "company",
    });
  });

  it("shows the revenue a goal means with its arithmetic, and the figure check accepts it", () => {
    const blueprint = blueprintOf(
      {
        q15: "50 zahlende Höfe und 2.000 Bestellungen im Monat.",
        q16: "Monatsbeitrag von 39 € pro Hof.",
        q16a: "In Deutschland gibt es rund 10.000 Höfe mit Direktvermarktung.",
      },
      "de",
    );
    const traction = composeDeck(blueprint, new Date("2026-11-26T10:00:00Z")).slides.find(
      (slide) => slide.kind === "traction",
    );
    expect(JSON.stringify(traction)).toContain("23.400 € Jahresumsatz (50 × 468 €)");
    const deck = composeDocument("pitch", blueprint, new Date("2026-11-26T10:00:00Z"));
    expect(checkDocument("pitch", deck, blueprint).findings.filter((f) => f.rule === "unsourced_figure")).toEqual([]);
    // Arithmetic that does not make the figure explains nothing.
    const wrong = deck.replaceAll("(50 × 468 €)", "(40 × 468 €)");
    expect(wrong).not.toBe(deck);
    expect(
      checkDocument("pitch", wrong, blueprint)
        .findings.map((f) => f.message)
        .join("\n"),
    ).toContain("23.400 €");
  });

  it("keeps a channel without its 'through': the documents say 'through' themselves", () => {
    expect(
      blueprintOf({ q19: "Über Landfrauenvereine, Bauernverbände und Flyer in Hofläden." }, "de").product.channels[0],
    ).toBe("Landfrauenvereine");
  });
});
