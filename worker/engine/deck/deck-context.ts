import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentText } from "../renderings/i18n/en";
import type { DeckText } from "./i18n/en";
import type { MarketSizing } from "./market-sizing";

/** What every slide of the deck is composed from. */
export type DeckContext = {
  blueprint: TBlueprint;
  text: DocumentText;
  deck: DeckText;
  sizing: MarketSizing;
  generatedAt: Date;
};
