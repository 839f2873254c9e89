import type { Page } from "@playwright/test";
import { offlineBlueprint, offlineFeatures } from "#engine";
import { composeDeck } from "#engine/deck/compose-deck";
import { renderDeckHtml } from "#engine/deck/deck-html";
import { loadCorpus } from "../corpus/load-corpus";
import { expect, test } from "./fixtures";

/**
 * Issue 39: no text leaves its card or its slide, at a projector's 1280×720 and 1920×1080 and on
 * a 390×844 phone, in the four languages. The decks are the corpus's founders (long German
 * compounds, Spanish and French noun phrases, figures in four currencies): one page load per deck
 * and size, every slide measured in it.
 */
const GENERATED_AT = new Date("2026-12-01T10:00:00Z");
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;
/** Two founders per language, the ones with the longest words and the most team members. */
const SETS = [
  "de-14-bauabnahme-maengel",
  "de-11-pflegekraefte-recruiting",
  "en-15-subcontractor-invoicing",
  "en-16-ngo-grant-tracking",
  "es-14-siniestros-corredurias",
  "es-11-requisiciones-obra",
  "fr-13-traiteurs-evenements",
  "fr-14-cuma-materiel",
];

function deckOf(id: string) {
  const set = loadCorpus().find((candidate) => candidate.id === id);
  if (!set) throw new Error(`the corpus has ${id}`);
  const features = offlineFeatures(set.answers, set.language);
  return composeDeck(offlineBlueprint({ answers: set.answers, features, language: set.language }), GENERATED_AT);
}

/** The texts of the current slide that stick out of their card, or of the slide, by more than a pixel. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const slide = document.querySelector<HTMLElement>(".slide.current");
    if (!slide) throw new Error("no slide shown");
    const frame = slide.getBoundingClientRect();
    const out: string[] = [];
    const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(".notes,.controls,[aria-hidden=true]")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const card = parent.closest<HTMLElement>(".block,.card,.head,.footer,.hero,.item") ?? slide;
      const box = card.getBoundingClientRect();
      // A glyph's box is taller than a tight line (line-height under 1.2): a third of the type's
      // size above or below is the font, not text out of its card. Sideways, a pixel is too much.
      const slack = Number.parseFloat(getComputedStyle(parent).fontSize) / 3;
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const outside = (outer: DOMRect) =>
          rect.left < outer.left - 1 ||
          rect.right > outer.right + 1 ||
          rect.top < outer.top - slack ||
          rect.bottom > outer.bottom + slack;
        if (outside(frame) || outside(box)) {
          out.push(`"${node.textContent.trim().slice(0, 40)}" leaves its ${outside(frame) ? "slide" : "card"}`);
          break;
        }
      }
    }
    return { id: slide.id, out };
  });
}

for (const size of SIZES) {
  test.describe(`deck text at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const id of SETS) {
      test(id, async ({ page }) => {
        const deck = deckOf(id);
        await page.setContent(renderDeckHtml(deck, { theme: "light", accent: null }));
        await expect(page.locator("html")).toHaveAttribute("lang", deck.language);
        const found: string[] = [];
        for (let number = 1; number <= deck.slides.length; number++) {
          await page.evaluate((n) => {
            location.hash = `#slide-${n}`;
          }, number);
          await expect(page.locator(`#slide-${number}`)).toHaveClass(/\bcurrent\b/);
          const slide = await overflows(page);
          found.push(...slide.out.map((problem) => `${slide.id}: ${problem}`));
        }
        expect(found).toEqual([]);
      });
    }
  });
}
