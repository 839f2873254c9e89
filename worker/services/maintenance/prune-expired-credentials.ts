import { lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { passwordResets, refreshTokens } from "../../../db/schema";

/** Dead reset links are kept this long (support questions), then deleted. */
const RESET_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes refresh tokens past their family's absolute expiry and password-reset tokens that
 * expired more than a week ago; neither can be accepted again, so keeping them only grows tables.
 */
export async function pruneExpiredCredentials({ db, now }: { db: Db; now: Date }) {
  const resetCutoff = new Date(now.getTime() - RESET_RETENTION_MS);
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, resetCutoff))
    .returning({ id: passwordResets.id });
  return { refreshTokens: tokens.length, passwordResets: resets.length };
}
