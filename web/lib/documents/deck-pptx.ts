import type PptxGenJS from "pptxgenjs";
import { type DeckSlide, deckSlides, deckTitle } from "./deck-slides";
import type { DocumentsTexts } from "./documents.messages";

// LAYOUT_WIDE is 13.33 x 7.5 inches (16:9), the deck's own proportions.
const TITLE_BOX = { x: 0.6, y: 0.4, w: 12.1, h: 1.1 } as const;
const BODY_BOX = { x: 0.6, y: 1.6, w: 12.1, h: 5.4 } as const;
const ACCENT = "2F54D4";

/**
 * A PowerPoint file of the pitch deck, built in the browser from its HTML and saved as
 * `fileName`; a missing title is filled in the user's language. pptxgenjs is large, so it is
 * fetched only now, when someone asks for the file.
 */
export async function downloadDeckPptx(html: string, fileName: string, t: DocumentsTexts): Promise<void> {
  const slides = deckSlides(html, (number) => t("slide", { number }));
  if (slides.length === 0) throw new Error(t("emptyDeck"));
  const { default: Presentation } = await import("pptxgenjs");
  const pptx = new Presentation();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = deckTitle(html) ?? t("pitch");
  for (const slide of slides) addSlide(pptx.addSlide(), slide);
  await pptx.writeFile({ fileName });
}

function addSlide(target: PptxGenJS.Slide, slide: DeckSlide) {
  target.addText(slide.title, { ...TITLE_BOX, fontSize: 30, bold: true, color: ACCENT, valign: "top", fit: "shrink" });
  if (slide.bullets.length > 0) {
    target.addText(
      slide.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
      { ...BODY_BOX, fontSize: 18, valign: "top", fit: "shrink", paraSpaceAfter: 6 },
    );
  }
  if (slide.notes.length > 0) target.addNotes(slide.notes.join("\n\n"));
}
