import { type TDeck, ZDeck } from "#shared/deck/schema";
import { DECK_DATA_ID } from "./deck-html";

const DATA = new RegExp(`<script type="application/json" id="${DECK_DATA_ID}">([\\s\\S]*?)</script>`);

/** The deck an HTML deck carries (see renderDeckHtml); null for a deck made before it carried one. */
export function readDeck(page: string): TDeck | null {
  const json = page.match(DATA)?.[1];
  if (!json) return null;
  try {
    const parsed = ZDeck.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
