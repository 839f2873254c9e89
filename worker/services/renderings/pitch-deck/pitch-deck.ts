import { composeDeck } from "../../deck/compose-deck";
import { renderDeckHtml } from "../../deck/deck-html";
import type { RenderInput } from "../render-input";

/** The investor pitch deck: the blueprint's story (worker/services/deck) as one HTML page. */
export function composePitchDeck({ blueprint, generatedAt }: RenderInput): string {
  return renderDeckHtml(composeDeck(blueprint, generatedAt));
}
