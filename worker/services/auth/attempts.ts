import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { authAttempts } from "#db/schema/index";
import { AppError, type ErrorKey } from "#shared/errors/app-error";
import { retryAfterSeconds } from "#shared/errors/retry-after";
import type { ServiceContext } from "#worker/ports";

type Action = (typeof authAttempts.$inferInsert)["action"];

/**
 * Limits on failures (decision 015): per account and client address in a short window, and per
 * client address across accounts in a longer one at a much higher threshold. Only failures are
 * written, so a right password is never refused for someone else's mistakes, nor for its own
 * concurrent sign-ins; each attempt is checked before the password is.
 */
export type FailureLimit = {
  action: Action;
  key: ErrorKey;
  pair: { max: number; windowMs: number };
  address: { max: number; windowMs: number };
};

/** Refuses (429) when the account at this address, or the address itself, has used up its failures. */
export async function assertNotBlocked(ctx: ServiceContext, limit: FailureLimit, email: string): Promise<void> {
  const pairSince = new Date(ctx.now.getTime() - limit.pair.windowMs);
  const addressSince = new Date(ctx.now.getTime() - limit.address.windowMs);
  const ip = ctx.clientIp;
  const samePair = and(eq(authAttempts.email, email), ip ? eq(authAttempts.ip, ip) : isNull(authAttempts.ip));
  const inPair = sql`${samePair} and ${authAttempts.createdAt} > ${pairSince}`;
  const atAddress = sql`${ip ? eq(authAttempts.ip, ip) : sql`false`} and ${authAttempts.createdAt} > ${addressSince}`;
  const [counts] = await ctx.db
    .select({
      pair: sql<number>`count(*) filter (where ${inPair})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${atAddress})`.mapWith(Number),
      pairOldest: sql<string | null>`min(${authAttempts.createdAt}) filter (where ${inPair})`,
      addressOldest: sql<string | null>`min(${authAttempts.createdAt}) filter (where ${atAddress})`,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.action, limit.action),
        gt(authAttempts.createdAt, addressSince < pairSince ? addressSince : pairSince),
        ip ? eq(authAttempts.ip, ip) : eq(authAttempts.email, email),
      ),
    );
  const lifts = [
    (counts?.pair ?? 0) >= limit.pair.max ? liftsAt(counts?.pairOldest, limit.pair.windowMs) : null,
    (counts?.address ?? 0) >= limit.address.max ? liftsAt(counts?.addressOldest, limit.address.windowMs) : null,
  ].filter((at): at is number => at !== null);
  if (lifts.length > 0) throw refused(ctx, limit.key, Math.max(...lifts));
}

/** When the oldest counted attempt leaves its window (the sliding window then lets one more in). */
function liftsAt(oldest: string | null | undefined, windowMs: number): number {
  return oldest ? new Date(oldest).getTime() + windowMs : 0;
}

/** The limit's 429, saying when it lifts (issue 29: every 429 carries Retry-After). */
function refused(ctx: ServiceContext, key: ErrorKey, at: number): AppError {
  return new AppError(key, undefined, { retryAfter: retryAfterSeconds(at, ctx.now) });
}

export async function recordFailure(ctx: ServiceContext, action: Action, email: string): Promise<void> {
  await ctx.db.insert(authAttempts).values({ action, email, ip: ctx.clientIp, createdAt: ctx.now });
}

/** A right password clears the account's failures at this address (other addresses keep theirs). */
export async function clearFailures(ctx: ServiceContext, action: Action, email: string): Promise<void> {
  const ip = ctx.clientIp;
  await ctx.db
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.action, action),
        eq(authAttempts.email, email),
        ip ? eq(authAttempts.ip, ip) : isNull(authAttempts.ip),
      ),
    );
}

/**
 * Requests that are not guesses but still cost something (reset emails): every request counts,
 * per email and per address, and the one over the limit is refused and not kept.
 */
export type RequestLimit = { action: Action; windowMs: number; perEmail: number; perIp: number; key: ErrorKey };

export async function recordRequest(ctx: ServiceContext, limit: RequestLimit, email: string): Promise<void> {
  const [attempt] = await ctx.db
    .insert(authAttempts)
    .values({ action: limit.action, email, ip: ctx.clientIp, createdAt: ctx.now })
    .returning({ id: authAttempts.id });
  const since = new Date(ctx.now.getTime() - limit.windowMs);
  const ipMatch = ctx.clientIp ? eq(authAttempts.ip, ctx.clientIp) : sql`false`;
  const [counts] = await ctx.db
    .select({
      email: sql<number>`count(*) filter (where ${authAttempts.email} = ${email})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${ipMatch})`.mapWith(Number),
      oldest: sql<string | null>`min(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.action, limit.action),
        gt(authAttempts.createdAt, since),
        or(eq(authAttempts.email, email), ipMatch),
      ),
    );
  if ((counts?.email ?? 0) > limit.perEmail || (counts?.ip ?? 0) > limit.perIp) {
    await ctx.db.delete(authAttempts).where(eq(authAttempts.id, attempt?.id as string));
    throw refused(ctx, limit.key, liftsAt(counts?.oldest, limit.windowMs));
  }
}
