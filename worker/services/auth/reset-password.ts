import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, DbTransaction } from "#db/client";
import { passwordResets, users } from "#db/schema/index";
import { hashToken } from "#shared/auth/tokens";
import { AppError } from "#shared/errors/app-error";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { type TResetPasswordRequest, ZPasswordText } from "#shared/schemas/auth";
import type { ServiceContext } from "#worker/ports";
import { hashPassword } from "./password-hash";
import { revokeAllSessions } from "./refresh-tokens";
import { openSecuredPayload } from "./secured-payload";
import { assertPasswordRules, parsePlain } from "./validate";

/**
 * POST /api/users/resetpassword. The token is consumed by one conditional UPDATE (single use, even
 * under concurrent submissions), in the same transaction that sets the password, closes the user's
 * other reset links and ends every session the user had.
 */
export async function resetPassword(ctx: ServiceContext, request: TResetPasswordRequest): Promise<string> {
  const payload = await openSecuredPayload("resetPassword", request, ctx.deps.config);
  const newPassword = parsePlain(ZPasswordText, payload.newPassword);
  assertPasswordRules(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const tokenHash = await hashToken(payload.token);

  await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, ctx.now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new AppError("invalidResetToken");
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, reset.userId));
    await endResetLinks(tx, reset.userId, ctx.now);
    await revokeAllSessions(tx, reset.userId, ctx.now);
  });
  return AUTH_MESSAGES.resetSuccessful;
}

/** A new password ends every reset link still open: one sent before it must not undo it. */
export async function endResetLinks(db: Db | DbTransaction, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
