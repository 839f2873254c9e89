import { formatUsd } from "../../../shared/commerce/catalogue";
import { toCents } from "../../lib/commerce/money";

export type OrderTotals = { subtotalCents: number; taxCents: number; totalCents: number };

/** Spec section 9: tax is fixed at $0.00 and the total is the unit price times the quantity. */
export function orderTotals(unitPriceUsd: number, quantity: number): OrderTotals {
  const subtotalCents = toCents(unitPriceUsd) * quantity;
  const taxCents = 0;
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** "Complete Purchase - $398.00" */
export function completePurchaseLabel(totalCents: number): string {
  return `Complete Purchase - ${formatUsd(totalCents)}`;
}
