import type { RenderInput } from "../renderings/render-input";
import { composeDeck } from "./compose-deck";
import { renderDeckHtml } from "./deck-html";

/** The investor pitch deck: the blueprint's story (worker/services/deck) as one HTML page. */
export function composePitchDeck({ blueprint, generatedAt }: RenderInput): string {
  return renderDeckHtml(composeDeck(blueprint, generatedAt));
}
