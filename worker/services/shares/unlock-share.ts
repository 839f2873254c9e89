import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { shares } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { retryAfterSeconds } from "#shared/errors/retry-after";
import type { TShareAccess } from "#shared/schemas/shares";
import type { ServiceContext } from "#worker/ports";
import { verifyPassword } from "../auth/password-hash";
import { findShare } from "./open-share";
import { signAccess } from "./share-secrets";

/** Wrong passcodes a link takes in a window before it refuses every try (429) until the window ends. */
export const PASSCODE_ATTEMPTS = 10;
export const PASSCODE_WINDOW_MS = 15 * 60 * 1000;

/**
 * A right passcode grants access for an hour (a signed value the page keeps in sessionStorage,
 * never a cookie). Every try is counted before the passcode is checked, in one statement, so
 * concurrent guesses cannot pass the limit; a right one clears the count.
 */
export async function unlockShare(ctx: ServiceContext, token: string, passcode: string): Promise<TShareAccess> {
  const opened = await findShare(ctx, token);
  const { share, language } = opened;
  const grant = () => signAccess(ctx.deps.config.jwtSecret, share.id, ctx.now);
  if (!share.passcodeHash) return grant();
  await countAttempt(ctx, share.id);
  if (!(await verifyPassword(passcode, share.passcodeHash))) {
    throw new AppError("sharePasscodeWrong", undefined, { language });
  }
  await ctx.db.update(shares).set({ failedAttempts: 0, failedSince: null }).where(eq(shares.id, share.id));
  return grant();
}

async function countAttempt(ctx: ServiceContext, shareId: string): Promise<void> {
  const windowStart = new Date(ctx.now.getTime() - PASSCODE_WINDOW_MS);
  const windowOver = or(isNull(shares.failedSince), lte(shares.failedSince, windowStart));
  const [counted] = await ctx.db
    .update(shares)
    .set({
      failedAttempts: sql`case when ${windowOver} then 1 else ${shares.failedAttempts} + 1 end`,
      failedSince: sql`case when ${windowOver} then ${ctx.now.toISOString()}::timestamptz else ${shares.failedSince} end`,
    })
    .where(and(eq(shares.id, shareId), or(windowOver, lt(shares.failedAttempts, PASSCODE_ATTEMPTS))))
    .returning({ id: shares.id });
  if (counted) return;
  const [row] = await ctx.db.select({ since: shares.failedSince }).from(shares).where(eq(shares.id, shareId));
  const endsAt = (row?.since?.getTime() ?? ctx.now.getTime()) + PASSCODE_WINDOW_MS;
  const retryAfter = retryAfterSeconds(endsAt, ctx.now);
  throw new AppError("shareTooManyAttempts", { minutes: Math.ceil(retryAfter / 60) }, { retryAfter });
}
