import { and, eq, gt, or, sql } from "drizzle-orm";
import { purchases } from "#db/schema/index";
import { paymentAttempts } from "#db/schema/limits";
import { AppError } from "#shared/errors/app-error";
import { retryAfterSeconds } from "#shared/errors/retry-after";
import type { ServiceContext } from "#worker/ports";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Card testing (issue 29): a card payment is refused before it reaches the payment provider when
 * the account, or the address it comes from, has had PAYMENT_DECLINES_PER_HOUR declined payments
 * in the last hour or PAYMENT_ATTEMPTS_PER_DAY payments that did not succeed in the last day.
 * Payments that succeeded never count, so paying customers are never held back by it; an
 * Idempotency-Key replay of an attempt already made is not a new attempt and is not checked.
 */
export async function assertPaymentAllowed(ctx: ServiceContext, userId: string): Promise<void> {
  const { paymentDeclinesPerHour, paymentAttemptsPerDay } = ctx.deps.config;
  const hourAgo = new Date(ctx.now.getTime() - HOUR_MS);
  const dayAgo = new Date(ctx.now.getTime() - DAY_MS);
  const declined = sql`${purchases.status} = 'failed' and ${paymentAttempts.createdAt} > ${hourAgo}`;
  const unfinished = sql`${purchases.status} in ('failed', 'pending', 'requires_action')`;
  const byUser = eq(paymentAttempts.userId, userId);
  const byAddress = ctx.clientIp ? eq(paymentAttempts.address, ctx.clientIp) : sql`false`;
  const [counts] = await ctx.db
    .select({
      userDeclined: sql<number>`count(*) filter (where ${byUser} and ${declined})`.mapWith(Number),
      addressDeclined: sql<number>`count(*) filter (where ${byAddress} and ${declined})`.mapWith(Number),
      userUnfinished: sql<number>`count(*) filter (where ${byUser} and ${unfinished})`.mapWith(Number),
      addressUnfinished: sql<number>`count(*) filter (where ${byAddress} and ${unfinished})`.mapWith(Number),
      oldestDeclined: sql<string | null>`min(${paymentAttempts.createdAt}) filter (where ${declined})`,
      oldestUnfinished: sql<string | null>`min(${paymentAttempts.createdAt}) filter (where ${unfinished})`,
    })
    .from(paymentAttempts)
    .innerJoin(purchases, eq(purchases.id, paymentAttempts.purchaseId))
    .where(and(gt(paymentAttempts.createdAt, dayAgo), or(byUser, byAddress)));
  const lifts: number[] = [];
  if (Math.max(counts?.userDeclined ?? 0, counts?.addressDeclined ?? 0) >= paymentDeclinesPerHour) {
    lifts.push(liftsAt(counts?.oldestDeclined, HOUR_MS));
  }
  if (Math.max(counts?.userUnfinished ?? 0, counts?.addressUnfinished ?? 0) >= paymentAttemptsPerDay) {
    lifts.push(liftsAt(counts?.oldestUnfinished, DAY_MS));
  }
  if (lifts.length > 0) {
    throw new AppError("tooManyPaymentAttempts", undefined, {
      retryAfter: retryAfterSeconds(Math.max(...lifts), ctx.now),
    });
  }
}

function liftsAt(oldest: string | null | undefined, windowMs: number): number {
  return oldest ? new Date(oldest).getTime() + windowMs : 0;
}

/** Notes a new card payment's account and address; what becomes of it is its purchase's status. */
export async function recordPaymentAttempt(ctx: ServiceContext, userId: string, purchaseId: string): Promise<void> {
  await ctx.db
    .insert(paymentAttempts)
    .values({ purchaseId, userId, address: ctx.clientIp, createdAt: ctx.now })
    .onConflictDoNothing();
}

/** Whether an Idempotency-Key already names an attempt of this user (a replay, not a new attempt). */
export async function isReplay(ctx: ServiceContext, userId: string, idempotencyKey: string | undefined) {
  if (!idempotencyKey) return false;
  const [row] = await ctx.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, idempotencyKey)))
    .limit(1);
  return Boolean(row);
}
