import { decodeEntities } from "./html-entities";

/** One slide of a pitch deck as a presentation needs it. */
export type DeckSlide = { title: string; bullets: string[]; notes: string[] };

// Comments and raw-text elements are skipped whole; then tags (attributes may quote ">"); then text.
const TOKENS =
  /<!--[\s\S]*?-->|<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</gi;
const VOID = new Set(["br", "hr", "img", "meta", "link", "input", "wbr", "source", "area", "col", "embed", "track"]);
const BLOCKS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "td", "th", "blockquote", "dt", "dd", "pre"]);
const HEADING = /^h[1-6]$/;

const englishSlideName = (number: number) => `Slide ${number}`;

type Open = { tag: string; notes: boolean; hidden: boolean };
/** Where text being read goes: the innermost block it is in, and whether that is inside the notes. */
type Target = { tag: string | null; notes: boolean };

/**
 * The slides of a pitch deck's HTML: each top-level <section> is a slide; its first heading is the
 * title, its paragraphs and list items the bullets, and its <aside class="notes"> the speaker
 * notes (without the aside's own heading). Text marked aria-hidden (slide numbers) is left out.
 * A slide without any title is named by `slideName` (the user's language on screen).
 * Read with a small tokenizer instead of the DOM, so it also runs (and is tested) outside a browser.
 */
export function deckSlides(html: string, slideName: (number: number) => string = englishSlideName): DeckSlide[] {
  const slides: DeckSlide[] = [];
  const stack: Open[] = [];
  let slide: DeckSlide | null = null;
  let fallbackTitle = "";
  let buffer = "";
  let target: Target = { tag: null, notes: false };

  /** Ends the text read so far (it goes where it started) and reads on for the open elements. */
  const flush = () => {
    const text = buffer.replace(/\s+/g, " ").trim();
    if (slide && text) place(slide, text, target);
    buffer = "";
    target = targetOf(stack);
  };

  for (const [token, rawText, slash, name, attributes = ""] of html.matchAll(TOKENS)) {
    if (rawText || token.startsWith("<!--")) continue;
    if (name === undefined) {
      if (slide && !stack.some((open) => open.hidden)) buffer += decodeEntities(token);
      continue;
    }
    const tag = name.toLowerCase();
    const structural = BLOCKS.has(tag) || tag === "aside" || tag === "section";
    if (slash) {
      const index = stack.map((open) => open.tag).lastIndexOf(tag);
      if (index === -1) continue;
      stack.length = index;
      if (slide && structural) flush();
      if (slide && tag === "section" && !stack.some((open) => open.tag === "section")) {
        slide.title ||= fallbackTitle || slideName(slides.length + 1);
        slides.push(slide);
        slide = null;
      }
      continue;
    }
    if (tag === "br") buffer += " ";
    if (VOID.has(tag) || attributes.trim().endsWith("/")) continue;
    stack.push({
      tag,
      notes: tag === "aside" && /(^|\s)notes(\s|$)/.test(attribute(attributes, "class") ?? ""),
      hidden: attribute(attributes, "aria-hidden") === "true",
    });
    if (tag === "section" && !slide) {
      slide = { title: "", bullets: [], notes: [] };
      fallbackTitle = (attribute(attributes, "aria-label") ?? "").replace(/^Slide \d+:\s*/i, "").trim();
      buffer = "";
      target = targetOf(stack);
    } else if (slide && structural) flush();
  }
  return slides;
}

function targetOf(stack: readonly Open[]): Target {
  const block = stack.findLast((open) => BLOCKS.has(open.tag));
  return { tag: block?.tag ?? null, notes: stack.some((open) => open.notes) };
}

/** The deck's <title>, if it has one. */
export function deckTitle(html: string): string | null {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html);
  const title = match
    ? decodeEntities(match[1] ?? "")
        .replace(/\s+/g, " ")
        .trim()
    : "";
  return title || null;
}

function place(slide: DeckSlide, text: string, target: Target) {
  const heading = target.tag !== null && HEADING.test(target.tag);
  if (target.notes) {
    if (!heading) slide.notes.push(text);
  } else if (heading && !slide.title) slide.title = text;
  else slide.bullets.push(text);
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? "");
}
