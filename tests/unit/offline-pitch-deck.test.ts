import { describe, expect, it } from "vitest";
import { blueprintOf, clinic, FORBIDDEN, positionsInOrder, render, taskNest, unbalancedTags } from "./offline-fixtures";

/** Each <section>'s opening tag and inner HTML. */
function slides(page: string) {
  return [...page.matchAll(/<section ([^>]*)>([\s\S]*?)<\/section>/g)].map((match) => ({
    attributes: match[1] ?? "",
    inner: match[2] ?? "",
  }));
}

const TITLES = [
  "Slide 1: ",
  "Slide 2: The problem",
  "Slide 3: Our solution",
  "Slide 4: Version 1",
  "Slide 5: Market",
  "Slide 6: Business model",
  "Slide 7: Goals for the first six months",
  "Slide 8: Competition",
  "Slide 9: Go-to-market",
  "Slide 10: Roadmap",
  "Slide 11: The ask",
  "Slide 12: Thank you",
];

describe("the offline pitch deck", () => {
  it.each([
    ["TaskNest", taskNest],
    ["the clinic", clinic],
  ])("is one well-formed, accessible, self-contained HTML page for %s", (_name, make) => {
    const page = render("pitch", make());
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toMatch(/<title>[^<]+: investor presentation<\/title>/);
    expect(page).toContain('<meta charset="utf-8">');
    expect(unbalancedTags(page)).toEqual([]);
    expect(page).not.toMatch(FORBIDDEN);
    // Nothing is fetched: no external scripts, styles, images or fonts.
    expect(page).not.toMatch(/\b(?:src|href)=|@import|url\(|https?:\/\//);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page.match(/<style>/g)).toHaveLength(1);
  });

  it.each([
    ["TaskNest", taskNest],
    ["the clinic", clinic],
  ])("has 10-12 labelled, numbered slides with speaker notes for %s", (_name, make) => {
    const deck = slides(render("pitch", make()));
    expect(deck.length).toBeGreaterThanOrEqual(10);
    expect(deck.length).toBeLessThanOrEqual(12);
    deck.forEach((slide, index) => {
      expect(slide.attributes).toContain(`aria-label="${TITLES[index]}`);
      expect(slide.attributes).toContain(`id="slide-${index + 1}"`);
      expect(slide.inner).toContain(`${index + 1} / ${deck.length}`);
      expect(slide.inner).toMatch(/<aside class="notes"><h3>Speaker notes<\/h3><p>[^<]{10,}/);
    });
  });

  it("navigates by keyboard, toggles notes with N and prints one slide per page", () => {
    const page = render("pitch", taskNest());
    for (const key of ["ArrowRight", "ArrowLeft", "PageDown", "PageUp", '" "', "Home", "End", '"n"', '"N"']) {
      expect(page).toContain(key.startsWith('"') ? `k===${key}` : `"${key}"`);
    }
    expect(page).toContain(".show-notes .notes{display:block}");
    expect(page).toMatch(/@media print\{[\s\S]*page-break-after:always[\s\S]*\.notes\{display:block/);
    // Deterministic: nothing time- or chance-dependent in the script.
    expect(page).not.toMatch(/Math\.random|Date\.now|new Date/);
  });

  it("tells the story from the blueprint: the Must requirements by id, the roadmap split as in the RFP", () => {
    const input = taskNest();
    const blueprint = blueprintOf(input);
    const page = render("pitch", input);
    for (const text of [
      "<h1>TaskNest</h1>",
      "Investor presentation, November 2026",
      "missed or double-booked jobs cost them about 5% of revenue",
      "About 60,000 cleaning businesses in the US spend $1.2B a year",
      "A subscription of $49 a month per company plus $5 per active cleaner.",
      "<li>Housecall Pro</li>",
      "<li>Partnerships with cleaning associations</li>",
      "<li>Monthly churn under 3%</li>",
      "Raising $500,000 (pre-seed)",
    ]) {
      expect(page).toContain(text);
    }
    const product = page.slice(page.indexOf('aria-label="Slide 4'), page.indexOf('aria-label="Slide 5'));
    const must = blueprint.requirements.filter((item) => item.priority === "must");
    positionsInOrder(
      product,
      must.map((item) => `<li>${item.id} ${item.title}</li>`),
    );
    const roadmap = page.slice(page.indexOf('aria-label="Slide 10'), page.indexOf('aria-label="Slide 11'));
    expect(roadmap).toMatch(/<h3>Later<\/h3><ul class="later"><li>FR-\d+ Payroll<\/li>/);
    expect(roadmap).toMatch(/<h3>If time allows<\/h3><ul><li>FR-\d+ Integration: QuickBooks export<\/li>/);
  });

  it("shows what a founder who is not raising is looking for, never an amount", () => {
    const input = clinic();
    const page = render("pitch", {
      ...input,
      answers: {
        ...input.answers,
        q17: "Two founders, bootstrapped; not raising money. Looking for a development partner.",
      },
    });
    const ask = page.slice(page.indexOf('aria-label="Slide 11'), page.indexOf('aria-label="Slide 12'));
    expect(ask).toContain("<h2>What we are looking for</h2>");
    expect(ask).toContain("<li>A development partner</li>");
    expect(ask).not.toMatch(/Raising|€\d/);
  });

  it("escapes the name and answers, including the accent and ampersand", () => {
    const page = render("pitch", clinic());
    expect(page).toContain("<title>Clínica Sol &amp; Mar: investor presentation</title>");
    expect(page).toContain('aria-label="Slide 1: Clínica Sol &amp; Mar"');
    expect(page).toMatch(/<li>FR-\d+ SMS &amp; email reminders<\/li>/);
    expect(page).toContain("Lucía, receptionist: manages 3 doctors&#39; diaries");
  });
});
