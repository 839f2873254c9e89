import { lt } from "drizzle-orm";
import type { Db } from "#db/client";
import { authAttempts, passwordResets, refreshTokens } from "#db/schema/index";

/** Dead reset links are kept this long (support questions), then deleted. */
const RESET_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Longer than any rate-limit window (15 minutes and 1 hour for sign-in failures, 1 hour for reset requests). */
const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes refresh tokens past their family's absolute expiry, password-reset tokens that expired
 * more than a week ago and attempts no rate-limit window counts any more; none can be used again,
 * so keeping them only grows tables.
 */
export async function pruneExpiredCredentials({ db, now }: { db: Db; now: Date }) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, before(RESET_RETENTION_MS)))
    .returning({ id: passwordResets.id });
  const attempts = await db
    .delete(authAttempts)
    .where(lt(authAttempts.createdAt, before(ATTEMPT_RETENTION_MS)))
    .returning({ id: authAttempts.id });
  return { refreshTokens: tokens.length, passwordResets: resets.length, authAttempts: attempts.length };
}
