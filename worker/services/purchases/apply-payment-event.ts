import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { z } from "zod";
import type { DbTransaction } from "#db/client";
import { definitions, hourBlocks, hourEntries, purchases, stripeEvents } from "#db/schema/index";
import { AppError, keyIssues } from "#shared/errors/app-error";
import type { PaymentEvent, ServiceContext } from "#worker/ports";
import { notifyPurchase } from "../mail/notifications";
import { completePurchase } from "./complete-purchase";
import type { PurchaseRow } from "./purchase-view";

type EventResult = "applied" | "duplicate" | "ignored" | "flagged";

/** What an event must hold before anything reads it; Stripe's are always so, a forged-but-signed one may not be. */
const ZPaymentEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * Applies a verified Stripe event exactly once: its id is written in the same transaction as its
 * effect, so a redelivery (or 20 at once) finds it and changes nothing. Every effect is a
 * conditional update, so events arriving in any order leave the right final state.
 */
export async function applyPaymentEvent(ctx: ServiceContext, received: PaymentEvent): Promise<EventResult> {
  const parsed = ZPaymentEvent.safeParse(received);
  if (!parsed.success) {
    ctx.deps.logger.warn("malformed stripe event refused", { issues: parsed.error.issues.slice(0, 5) });
    throw new AppError("validation", undefined, keyIssues(parsed.error.issues));
  }
  const event = parsed.data;
  const completed: PurchaseRow[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: ctx.now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return "duplicate";
    const object = event.data.object;
    switch (event.type) {
      case "payment_intent.succeeded":
        return paymentSucceeded(ctx, tx, object, completed);
      case "payment_intent.payment_failed":
        return paymentFailed(tx, object, ctx.now);
      case "charge.refunded":
        return chargeRefunded(tx, object, ctx.now);
      default:
        return "ignored";
    }
  });
  // After the commit: an email never goes out for a purchase that rolled back.
  for (const purchase of completed) await notifyPurchase(ctx, purchase);
  return result;
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** The purchase an intent pays for: by our id in its metadata, else by the intent's id. */
async function purchaseOf(tx: DbTransaction, intent: Json) {
  const metadata = (intent.metadata ?? {}) as Json;
  const purchaseId = text(metadata.purchase_id);
  const intentId = text(intent.id);
  const conditions = [
    ...(purchaseId && /^[0-9a-f-]{36}$/i.test(purchaseId) ? [eq(purchases.id, purchaseId)] : []),
    ...(intentId ? [eq(purchases.stripePaymentIntentId, intentId)] : []),
  ];
  if (conditions.length === 0) return undefined;
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(or(...conditions))
    .limit(1);
  return purchase;
}

/**
 * Credits the purchase the intent pays for, when it paid what the purchase costs: an event whose
 * amount or currency differs marks the purchase for a person to review and credits nothing.
 */
async function paymentSucceeded(
  ctx: ServiceContext,
  tx: DbTransaction,
  intent: Json,
  completed: PurchaseRow[],
): Promise<EventResult> {
  const now = ctx.now;
  const purchase = await purchaseOf(tx, intent);
  if (!purchase) return "ignored";
  const currency = text(intent.currency)?.toLowerCase();
  if (intent.amount !== purchase.amountCents || currency !== purchase.currency.toLowerCase()) {
    ctx.deps.logger.warn("payment does not match its purchase; flagged for review", {
      purchaseId: purchase.id,
      expected: { amount: purchase.amountCents, currency: purchase.currency },
      received: { amount: intent.amount, currency: intent.currency },
    });
    await tx.update(purchases).set({ flaggedAt: now, updatedAt: now }).where(eq(purchases.id, purchase.id));
    return "flagged";
  }
  const charge = intent.latest_charge;
  const chargeId = text(charge) ?? text((charge as Json | null)?.id);
  const done = await completePurchase(tx, purchase.id, { paymentIntentId: text(intent.id), chargeId }, now);
  if (done) completed.push(done);
  return done ? "applied" : "ignored";
}

async function paymentFailed(tx: DbTransaction, intent: Json, now: Date): Promise<EventResult> {
  const purchase = await purchaseOf(tx, intent);
  if (!purchase) return "ignored";
  const error = intent.last_payment_error as Json | null;
  const failed = await tx
    .update(purchases)
    .set({
      status: "failed",
      failureMessage: text(error?.message) ?? "Your card was declined.",
      stripePaymentIntentId: text(intent.id),
      updatedAt: now,
    })
    .where(and(eq(purchases.id, purchase.id), inArray(purchases.status, ["pending", "requires_action"])))
    .returning({ id: purchases.id });
  return failed.length > 0 ? "applied" : "ignored";
}

/**
 * A full refund withdraws what the purchase gave that is still unused (its hour blocks; its
 * packages no longer count once it is not succeeded) and flags what was already used. A partial
 * refund only flags the purchase for a person to look at.
 */
async function chargeRefunded(tx: DbTransaction, charge: Json, now: Date): Promise<EventResult> {
  const intentId = text(charge.payment_intent) ?? text((charge.payment_intent as Json | null)?.id);
  if (!intentId) return "ignored";
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.stripePaymentIntentId, intentId));
  if (!purchase || purchase.status === "refunded") return "ignored";
  if (charge.refunded !== true) {
    await tx.update(purchases).set({ flaggedAt: now, updatedAt: now }).where(eq(purchases.id, purchase.id));
    return "applied";
  }
  const blocks = await tx
    .update(hourBlocks)
    .set({ withdrawnAt: now })
    .where(and(eq(hourBlocks.purchaseId, purchase.id), isNull(hourBlocks.withdrawnAt)))
    .returning({ id: hourBlocks.id });
  const usedHours = blocks.length
    ? await tx
        .update(hourEntries)
        .set({ flaggedAt: now })
        .where(
          inArray(
            hourEntries.blockId,
            blocks.map((block) => block.id),
          ),
        )
        .returning({ id: hourEntries.id })
    : [];
  const usedPackages = await tx
    .select({ id: definitions.id })
    .from(definitions)
    .where(eq(definitions.purchaseId, purchase.id))
    .limit(1);
  const used = usedHours.length > 0 || usedPackages.length > 0;
  await tx
    .update(purchases)
    .set({ status: "refunded", ...(used ? { flaggedAt: now } : {}), updatedAt: now })
    .where(eq(purchases.id, purchase.id));
  return "applied";
}
