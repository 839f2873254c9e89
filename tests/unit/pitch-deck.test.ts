import { describe, expect, it } from "vitest";
import { composeDeck } from "#engine/deck/compose-deck";
import { applyDeckCopy } from "#engine/deck/deck-copy";
import { renderDeckHtml } from "#engine/deck/deck-html";
import { findCount } from "#engine/deck/market-sizing";
import { readDeck } from "#engine/deck/read-deck";
import { BUDGET, fitText, headlineOf } from "#engine/deck/text-budget";
import type { TDeck, TSlide } from "#shared/deck/schema";
import { priceOf, sizeOf } from "./money-fixtures";
import {
  blueprintOf,
  clinic,
  type DocumentInput,
  FORBIDDEN,
  GENERATED_AT,
  longAnswer,
  positionsInOrder,
  render,
  taskNest,
  unbalancedTags,
  withEveryAnswer,
} from "./offline-fixtures";

const deckOf = (input: DocumentInput, language: "en" | "es" | "fr" | "de" = "en") =>
  composeDeck(blueprintOf(input, language), GENERATED_AT);
const slideOf = (deck: TDeck, kind: TSlide["kind"]) => {
  const found = deck.slides.find((slide) => slide.kind === kind);
  if (!found) throw new Error(`no ${kind} slide`);
  return found;
};
/** Every piece of text a slide shows. */
const shown = (slide: TSlide) =>
  [
    slide.headline,
    ...slide.blocks.flatMap((block) =>
      block.type === "text"
        ? [block.heading, block.text]
        : block.type === "list"
          ? [block.heading, ...block.items]
          : block.type === "table"
            ? [...block.head, ...block.rows.flat()]
            : block.chart.type === "bars"
              ? [block.chart.title, ...block.chart.bars.flatMap((bar) => [bar.label, bar.display, bar.detail])]
              : [block.chart.title, block.chart.after, ...block.chart.phases.map((phase) => phase.label)],
    ),
  ].join("\n");

describe("the market's figures, from the founder's own numbers", () => {
  it("reads a price with its period and unit, in four languages", () => {
    expect(priceOf("A subscription of $49 a month per company plus $5 per active cleaner.")).toEqual({
      amount: 49,
      currency: "USD",
      period: "month",
      yearly: 588,
      unit: "company",
    });
    expect(priceOf("€59 per doctor per month; 1.5% fee on deposits.")).toMatchObject({ yearly: 708, unit: "doctor" });
    expect(priceOf("29 € pro Monat je Praxis")).toMatchObject({ amount: 29, currency: "EUR", period: "month" });
    expect(priceOf("9,99 € al mes por usuario")).toMatchObject({ amount: 9.99, yearly: 119.88 });
    expect(priceOf("£300 a year")).toMatchObject({ currency: "GBP", yearly: 300 });
    expect(priceOf("Free for players; a commission on tickets")).toBeNull();
  });

  it("reads a count of customers, not a percentage, a year or money", () => {
    expect(findCount("About 60,000 cleaning businesses in the US")).toEqual({
      value: 60000,
      noun: "cleaning businesses",
    });
    expect(findCount("Rund 12.000 Arztpraxen in Deutschland")).toEqual({ value: 12000, noun: "Arztpraxen" });
    expect(findCount("Over 1.5 million players")).toEqual({ value: 1_500_000, noun: "players" });
    expect(findCount("40% growth since 2024")).toBeNull();
    expect(findCount("a 3 billion market")).toBeNull();
  });

  it("sizes TAM as stated, SAM and SOM as customers times a year's price, each shown with its arithmetic", () => {
    const sizing = sizeOf(
      "About 60,000 cleaning businesses in the US spend $1.2B a year on field-service software.",
      "$49 a month per company",
      ["100 paying companies", "churn under 3%"],
    );
    expect(sizing.tam).toMatchObject({ value: 1.2e9, stated: true });
    expect(sizing.sam).toMatchObject({ value: 60_000 * 588 });
    expect(sizing.som).toMatchObject({ value: 100 * 588 });
    const market = slideOf(deckOf(taskNest()), "market");
    expect(market.headline).toBe("A $1.2bn market, $35.3m of it within reach at our price");
    expect(shown(market)).toContain("60,000 cleaning businesses × $588 a year");
    expect(shown(market)).toContain("100 paying companies × $588 a year");
  });

  it("multiplies customers by a price only when the price is per that kind of customer", () => {
    const perWalker = sizeOf(
      "About 15,000 dog-walking businesses in the US; $1.1 billion spent on walks a year",
      "$29 a month per walker, billed to the business",
      ["100 paying businesses"],
    );
    expect(perWalker.tam).toMatchObject({ value: 1.1e9, stated: true });
    expect(perWalker.sam).toBeNull();
    expect(perWalker.som).toBeNull();
    expect(sizeOf("120,000 doctors in Spain", "€59 per doctor per month", []).tam).toMatchObject({
      value: 120_000 * 708,
      stated: false,
    });
    expect(
      sizeOf("Rund 12.000 Arztpraxen, 2 Mrd. € Umsatz", "29 € pro Monat je Praxis", ["40 Arztpraxen"]).som,
    ).toMatchObject({
      value: 40 * 348,
    });
  });

  it("invents nothing when the answers give no figures: no chart, the founder's words", () => {
    const input = taskNest();
    const deck = deckOf({ ...input, answers: { ...input.answers, q16a: "Every small cleaning business in the US." } });
    const market = slideOf(deck, "market");
    expect(market.blocks.some((block) => block.type === "chart")).toBe(false);
    expect(market.headline).toBe("Every small cleaning business in the US");
  });
});

describe("the story", () => {
  it("says the one-liner once, names every Must requirement by id in order, and splits the roadmap as the RFP", () => {
    const input = taskNest();
    const blueprint = blueprintOf(input);
    const deck = deckOf(input);
    const oneLiner = "TaskNest helps small cleaning companies schedule crews";
    expect(deck.slides.flatMap((slide) => shown(slide).split(oneLiner)).length - deck.slides.length).toBe(1);
    const product = deck.slides
      .filter((slide) => slide.kind === "product")
      .map(shown)
      .join("\n");
    positionsInOrder(
      product,
      blueprint.requirements.filter((item) => item.priority === "must").map((item) => `${item.id} ${item.title}`),
    );
    const roadmap = deck.slides.filter((slide) => slide.kind === "roadmap");
    const later = roadmap.flatMap((slide) => slide.blocks).find((block) => block.type === "list" && block.later);
    expect(later).toMatchObject({
      heading: "Later",
      items: ["FR-10 Payroll", "FR-11 Inventory of supplies", "FR-12 Customer loyalty program"],
    });
    expect(slideOf(deck, "business").headline).toBe("$49 a month per company: $588 a year");
    expect(slideOf(deck, "traction").headline).toBe("In six months: 100 paying companies");
    expect(slideOf(deck, "team").headline).toBe("Two founders (operations and sales)");
  });

  // One sentence when the answers give a slide only its headline: a script is not padded with claims.
  it("gives every slide a label, a headline and a spoken script of one to four sentences, none said twice", () => {
    for (const input of [taskNest(), clinic()]) {
      for (const slide of deckOf(input).slides) {
        expect(slide.label.length).toBeGreaterThan(0);
        expect(new Set(slide.notes).size).toBe(slide.notes.length);
        expect(slide.notes.length).toBeGreaterThanOrEqual(1);
        expect(slide.notes.length).toBeLessThanOrEqual(4);
        for (const note of slide.notes) expect(note).toMatch(/[.!?…]$/);
      }
    }
  });

  it("asks for the amount and its use when the founder is raising", () => {
    const ask = slideOf(deckOf(taskNest()), "ask");
    expect(ask.label).toBe("The ask");
    expect(ask.headline).toBe("Raising $500,000 pre-seed to build version 1");
    const chart = ask.blocks.find((block) => block.type === "chart");
    expect(
      chart?.type === "chart" && chart.chart.type === "bars" && chart.chart.bars.map((bar) => bar.display),
    ).toEqual(["12%", "53%", "35%"]);
  });

  it("shows a founder who is not raising what they look for, never an amount", () => {
    const input = clinic();
    const deck = deckOf({
      ...input,
      answers: {
        ...input.answers,
        q17: "Two founders, bootstrapped; not raising money. Looking for a development partner.",
      },
    });
    const ask = slideOf(deck, "ask");
    expect(ask.label).toBe("What we are looking for");
    // In the headline ("Looking for a development partner"), not again in a card of its own.
    expect(shown(ask)).toContain("Looking for a development partner");
    expect(shown(ask).match(/development partner/gi)).toHaveLength(1);
    expect(`${shown(ask)}\n${ask.notes.join(" ")}`).not.toMatch(/Raising|€\s?\d|\d\s?€/);
  });
});

describe("text budgets: no slide overflows, whatever the answers' length", () => {
  const long = withEveryAnswer(
    (id) => longAnswer(id),
    Array.from({ length: 10 }, (_, index) => `Feature ${index + 1} ${"with a long description ".repeat(3)}`),
  );

  it("keeps every headline, text, list and item within its budget, and continues long lists on the next slide", () => {
    const deck = deckOf(long);
    for (const slide of deck.slides) {
      expect(slide.headline.length).toBeLessThanOrEqual(BUDGET.headline);
      for (const block of slide.blocks) {
        if (block.type === "text") expect(block.text.length).toBeLessThanOrEqual(BUDGET.body);
        if (block.type === "list") {
          expect(block.items.length).toBeLessThanOrEqual(BUDGET.items);
          for (const item of block.items) expect(item.length).toBeLessThanOrEqual(BUDGET.item);
        }
      }
      for (const note of slide.notes) expect(note.length).toBeLessThanOrEqual(BUDGET.note);
    }
    expect(deck.slides.length).toBeLessThanOrEqual(16);
  });

  it("splits ten Must requirements over two product slides", () => {
    const input = taskNest();
    const features = Array.from({ length: 10 }, (_, index) => `Capability number ${index + 1}`);
    const deck = deckOf({
      ...input,
      answers: { ...input.answers, q6: features.join(", "), q6a: "None", q14a: "Nothing" },
      features,
    });
    const products = deck.slides.filter((slide) => slide.kind === "product");
    expect(products.length).toBeGreaterThanOrEqual(2);
    expect(products[1]?.label).toBe("Version 1 (continued)");
  });

  it("shortens where a reader would stop, and carries a headline's second clause into the slide", () => {
    expect(fitText("One. Two three four five six seven eight nine ten.", 30)).toBe("One. Two three four five six…");
    expect(fitText("Short", 30)).toBe("Short");
    expect(fitText("Alpha beta, gamma delta epsilon zeta eta theta", 30)).toBe("Alpha beta, gamma delta…");
    expect(
      headlineOf(
        "Owners dispatch crews with spreadsheets and texts; missed or double-booked jobs cost them about 5% of revenue.",
      ),
    ).toEqual({
      headline: "Owners dispatch crews with spreadsheets and texts",
      rest: "Missed or double-booked jobs cost them about 5% of revenue.",
    });
  });
});

describe("the HTML deck", () => {
  it("is one well-formed, self-contained page that carries its own data", () => {
    const page = render("pitch", taskNest());
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain("<title>TaskNest: investor presentation</title>");
    expect(unbalancedTags(page)).toEqual([]);
    expect(page).not.toMatch(FORBIDDEN);
    expect(page).not.toMatch(/\b(?:src|href)=|@import|url\(|https?:\/\//);
    expect(readDeck(page)).toEqual(deckOf(taskNest()));
  });

  it("draws the use of funds as an SVG donut with a text alternative, and the market as big numbers", () => {
    const page = render("pitch", taskNest());
    const svgs = [...page.matchAll(/<svg class="donut" [^>]*role="img" aria-label="([^"]+)"/g)];
    expect(svgs).toHaveLength(1);
    expect(svgs[0]?.[1]).toContain("53%");
    expect(page).toMatch(/<p class="value">\$1\.2bn<\/p><p class="name">TAM<\/p>/);
  });

  it("labels and numbers its slides, with notes, keyboard navigation and one 16:9 page per slide in print", () => {
    const page = render("pitch", clinic());
    const slides = [
      ...page.matchAll(/<section class="slide [^"]*" id="slide-(\d+)" tabindex="-1" aria-label="Slide \1: [^"]+">/g),
    ];
    expect(slides.length).toBe(deckOf(clinic()).slides.length);
    expect(page.match(/<aside class="notes"><h3>Speaker notes<\/h3><p>/g)).toHaveLength(slides.length);
    for (const key of ['"ArrowRight"', '"ArrowLeft"', '"PageDown"', '"Home"', '"End"', 'k==="n"'])
      expect(page).toContain(key);
    expect(page).toMatch(/@media print\{\s*@page\{size:13\.333in 7\.5in;margin:0\}/);
    expect(page).toContain("break-after:page");
    expect(page).not.toMatch(/Math\.random|Date\.now|new Date/);
  });

  it("speaks the user's language", () => {
    const page = render("pitch", taskNest(), "de");
    expect(page.startsWith('<!doctype html>\n<html lang="de">')).toBe(true);
    expect(page.includes("Sprechernotizen"), "German speaker notes").toBe(true);
    expect(readDeck(page)?.language).toBe("de");
  });
});

describe("a model's words for the deck", () => {
  it("replace the headlines and scripts, fitted, and never the title slide's name or the figures", () => {
    const deck = deckOf(taskNest());
    const copied = applyDeckCopy(deck, {
      slides: [
        { slide: 1, headline: "Something else", notes: ["Hello investors.", "Let us begin."] },
        {
          slide: 2,
          headline: "Cleaning companies lose 5% of revenue to scheduling chaos",
          notes: ["One.", "Two.", "Three."],
        },
      ],
    });
    expect(copied.slides[0]?.headline).toBe("TaskNest");
    expect(copied.slides[0]?.notes).toEqual(["Hello investors.", "Let us begin."]);
    expect(copied.slides[1]?.headline).toBe("Cleaning companies lose 5% of revenue to scheduling chaos");
    expect(copied.slides[1]?.blocks).toEqual(deck.slides[1]?.blocks);
    expect(copied.slides.slice(2)).toEqual(deck.slides.slice(2));
    expect(readDeck(renderDeckHtml(copied))).toEqual(copied);
  });
});
