import { chargesCommission, findPrice, sizeMarket } from "#engine/deck/market-sizing";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { ReadMoney } from "./score-money";

/**
 * The price and the market figures a blueprint's documents show. Blueprints before money fields
 * (issue 39) kept the business model and the market as text, which the deck read: those readings
 * are what a founder saw then, so the first-sight figures of the first batch are scored on them.
 */
export function readMoney(blueprint: TBlueprint): ReadMoney {
  const { product } = blueprint;
  const price = findPrice(product.businessModel);
  const commission = chargesCommission(product.businessModel) ? percentOf(product.businessModel) : null;
  const sizing = sizeMarket(product.market, product.businessModel, product.successMetrics);
  return {
    price:
      price || commission !== null
        ? {
            amount: price?.amount ?? (commission !== null ? 0 : null),
            currency: price?.currency ?? null,
            unit: price?.unit ?? null,
            period: price?.period === "week" ? null : (price?.period ?? (commission !== null ? "use" : null)),
            commissionPercent: commission,
            // The deck read no minimum.
            minimum: null,
          }
        : null,
    market: sizing.tam?.stated ? [{ amount: sizing.tam.value, currency: sizing.tam.currency, label: "tam" }] : [],
  };
}

/** The deck said a commission is taken; the percent it showed, if any. */
function percentOf(text: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s?%/.exec(text);
  return match?.[1] ? Number(match[1].replace(",", ".")) : null;
}
