import type { purchases } from "#db/schema/index";
import { packageById, productName } from "#shared/commerce/catalogue";
import type { TPurchase } from "#shared/schemas/commerce";

export type PurchaseRow = typeof purchases.$inferSelect;

/** A purchase as the API shows it (amount in dollars). */
export function purchaseView(row: PurchaseRow): TPurchase {
  const item = packageById(row.packageId);
  return {
    id: row.id,
    packageId: row.packageId,
    product: item ? productName(item) : row.packageId,
    quantity: row.quantity,
    amount: row.amountCents / 100,
    status: row.status,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  };
}
