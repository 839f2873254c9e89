import { toCents } from "#web/lib/commerce/money.ts";
import type { Formatter } from "#web/lib/i18n/format.ts";
import type { CheckoutTexts } from "./checkout-rules";

export type OrderTotals = { subtotalCents: number; taxCents: number; totalCents: number };

/** Spec section 9: tax is fixed at $0.00 and the total is the unit price times the quantity. */
export function orderTotals(unitPriceUsd: number, quantity: number): OrderTotals {
  const subtotalCents = toCents(unitPriceUsd) * quantity;
  const taxCents = 0;
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** "Complete Purchase - $398.00" in English; the button's label in the user's language and number style. */
export function completePurchaseLabel(totalCents: number, t: CheckoutTexts, format: Pick<Formatter, "usd">): string {
  return t("completePurchase", { total: format.usd(totalCents) });
}
