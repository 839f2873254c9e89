import { and, eq, inArray } from "drizzle-orm";
import { purchases } from "#db/schema/index";
import { packageById } from "#shared/commerce/catalogue";
import { AppError } from "#shared/errors/app-error";
import type { TPurchaseResponse } from "#shared/schemas/commerce";
import type { ServiceContext } from "#worker/ports";
import { notifyPurchase } from "../mail/notifications";
import { completePurchase } from "./complete-purchase";
import { type PurchaseRow, purchaseView } from "./purchase-view";

/**
 * Charges a pending purchase through the Payments port. Stripe's idempotency key is the purchase's
 * id, so a retried purchase replays Stripe's first answer instead of charging again.
 */
export async function chargePurchase(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  cardToken: string,
): Promise<TPurchaseResponse> {
  const item = packageById(purchase.packageId);
  const outcome = await ctx.deps.payments.charge(ctx, {
    amountCents: purchase.amountCents,
    cardToken,
    idempotencyKey: `purchase-${purchase.id}`,
    description: `${item?.name ?? purchase.packageId} x ${purchase.quantity}`,
    metadata: { purchase_id: purchase.id, user_id: purchase.userId ?? "" },
  });

  if (outcome.status === "succeeded") {
    const completed = await ctx.db.transaction((tx) => completePurchase(tx, purchase.id, outcome, ctx.now));
    if (completed) await notifyPurchase(ctx, completed);
    const current = await reload(ctx, purchase.id);
    return { success: current.status === "succeeded", purchase: purchaseView(current), requiresAction: false };
  }

  const waiting = outcome.status === "requires_action";
  await ctx.db
    .update(purchases)
    .set({
      status: waiting ? "requires_action" : "failed",
      failureMessage: waiting ? null : outcome.message,
      stripePaymentIntentId: outcome.paymentIntentId,
      updatedAt: ctx.now,
    })
    .where(and(eq(purchases.id, purchase.id), inArray(purchases.status, ["pending", "requires_action"])));
  if (!waiting) throw new AppError("paymentDeclined", { reason: outcome.message }, { purchaseId: purchase.id });
  return {
    success: false,
    purchase: purchaseView(await reload(ctx, purchase.id)),
    requiresAction: true,
    clientSecret: outcome.clientSecret,
    paymentIntentId: outcome.paymentIntentId,
  };
}

async function reload(ctx: ServiceContext, purchaseId: string): Promise<PurchaseRow> {
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!row) throw AppError.internal();
  return row;
}
