import type { TBlueprint } from "#shared/blueprint/schema";
import type { ReadMoney } from "./score-money";

/**
 * The price and the market figures a blueprint holds, which its documents show. Before the
 * blueprint had them as fields (issue 39) the deck read them from the text of q16 and q16a: the
 * first sight of batch 2026-12-a (commit e61f86b) was scored on those readings.
 */
export function readMoney(blueprint: TBlueprint): ReadMoney {
  const { product } = blueprint;
  return {
    price: product.price
      ? {
          amount: product.price.amount,
          currency: product.price.currency,
          unit: product.price.unit,
          period: product.price.period,
          commissionPercent: product.price.commissionPercent,
          minimum: product.price.minimum,
        }
      : null,
    market: product.marketFigures.map((figure) => ({
      amount: figure.amount,
      currency: figure.currency,
      label: figure.label,
    })),
  };
}
