import { and, eq, gt, or, sql } from "drizzle-orm";
import { authAttempts } from "../../../db/schema";
import { AppError } from "../../../shared/errors/app-error";
import type { ServiceContext } from "../context";

type Action = (typeof authAttempts.$inferInsert)["action"];
export type AttemptLimit = { action: Action; windowMs: number; perEmail: number; perIp: number; message: string };

/**
 * Records an attempt and refuses it (429) when the email or the client address is over its limit.
 * The row is written before counting, so parallel attempts all see each other and no burst gets
 * past the limit. A refused attempt is not kept, so the window ends 15 minutes after the last counted one.
 */
export async function recordAttempt(ctx: ServiceContext, limit: AttemptLimit, email: string): Promise<void> {
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
    throw AppError.tooManyRequests(limit.message);
  }
}

/** A successful sign-in clears the email's failures (the address keeps its count). */
export async function clearEmailAttempts(ctx: ServiceContext, action: Action, email: string): Promise<void> {
  await ctx.db.delete(authAttempts).where(and(eq(authAttempts.action, action), eq(authAttempts.email, email)));
}
