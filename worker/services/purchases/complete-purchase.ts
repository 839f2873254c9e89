import { and, eq, inArray } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { definitions, hourBlocks, purchases } from "#db/schema/index";
import { packageById } from "#shared/commerce/catalogue";
import type { PurchaseRow } from "./purchase-view";

/**
 * Marks a purchase paid and credits what it bought, in the caller's transaction. The status
 * change is conditional, so whichever of the card call and the webhook gets here first credits,
 * and the other changes nothing. A failed purchase can still succeed (a later payment of the same
 * intent); a refunded one cannot.
 */
export async function completePurchase(
  tx: DbTransaction,
  purchaseId: string,
  payment: { paymentIntentId: string | null; chargeId: string | null },
  now: Date,
): Promise<PurchaseRow | undefined> {
  const [purchase] = await tx
    .update(purchases)
    .set({
      status: "succeeded",
      failureMessage: null,
      ...(payment.paymentIntentId ? { stripePaymentIntentId: payment.paymentIntentId } : {}),
      ...(payment.chargeId ? { stripeChargeId: payment.chargeId } : {}),
      updatedAt: now,
    })
    .where(and(eq(purchases.id, purchaseId), inArray(purchases.status, ["pending", "requires_action", "failed"])))
    .returning();
  if (!purchase) return undefined;
  await creditHours(tx, purchase, now);
  await upgradeDefinition(tx, purchase, now);
  return purchase;
}

/**
 * "Purchase Complete Package" from a definition on the RFP package: the definition moves to the
 * complete package, consuming this purchase, in the same transaction that marks it paid (so a
 * replayed webhook, which finds the purchase paid, upgrades nothing twice). Its RFP package is
 * free again for another definition.
 */
async function upgradeDefinition(tx: DbTransaction, purchase: PurchaseRow, now: Date) {
  if (!purchase.definitionId || !purchase.userId) return;
  if (packageById(purchase.packageId)?.type !== "completeDocumentationPackages") return;
  await tx
    .update(definitions)
    .set({ packageType: "completeDocumentationPackages", purchaseId: purchase.id, updatedAt: now })
    .where(
      and(
        eq(definitions.id, purchase.definitionId),
        eq(definitions.userId, purchase.userId),
        eq(definitions.packageType, "rfpGeneratorPackages"),
      ),
    );
}

/** Hour packages add one block per purchase: hours x quantity, valid for the package's months. */
async function creditHours(tx: DbTransaction, purchase: PurchaseRow, now: Date) {
  const item = packageById(purchase.packageId);
  if (!purchase.userId || !item?.validityMonths || item.developmentHours + item.qaHours === 0) return;
  await tx.insert(hourBlocks).values({
    userId: purchase.userId,
    purchaseId: purchase.id,
    developmentHours: item.developmentHours * purchase.quantity,
    qaHours: item.qaHours * purchase.quantity,
    expiresAt: addMonthsUtc(now, item.validityMonths),
    createdAt: now,
  });
}

/** The same day-of-month and time, months later in UTC (clamped to the month's last day). */
function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
}
