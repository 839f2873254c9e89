import { type MarketSizing, type Price, periodPrice, sizeMarket } from "#engine/deck/market-sizing";
import type { AnswerLanguage } from "#engine/read/answer-language";
import { moneyContext } from "#engine/read/money/context";
import { readMarketFigures } from "#engine/read/money/market";
import { readPrice } from "#engine/read/money/price";
import type { TProduct } from "#shared/blueprint/schema";

/** The price per period the reader makes of a business model (q16), as the deck uses it. */
export function priceOf(businessModel: string, language: AnswerLanguage = "en"): Price | null {
  return periodPrice(readPrice(businessModel, moneyContext([businessModel], language), null));
}

/** The deck's market sizing of a market answer (q16a), a business model (q16) and goals (q15), read as the analyzer reads them. */
export function sizeOf(
  market: string,
  businessModel: string,
  goals: readonly string[],
  language: AnswerLanguage = "en",
): MarketSizing {
  const context = moneyContext([market, businessModel], language);
  const price = readPrice(businessModel, context, null);
  const product = {
    market,
    businessModel,
    successMetrics: [...goals],
    price,
    marketFigures: readMarketFigures(market, context, price?.currency ?? null),
  } as Pick<TProduct, "market" | "businessModel" | "successMetrics" | "price" | "marketFigures"> as TProduct;
  return sizeMarket(product);
}
