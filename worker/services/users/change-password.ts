import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { TChangePasswordRequest } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";
import { assertNotBlocked, clearFailures, recordFailure } from "../auth/attempts";
import type { SessionUser } from "../auth/authenticate";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import { revokeAllSessions } from "../auth/refresh-tokens";
import { endResetLinks } from "../auth/reset-password";
import { openSecuredPayload } from "../auth/secured-payload";
import { LOGIN_LIMIT } from "../auth/sign-in";
import { assertPasswordRules, emailKey } from "../auth/validate";

/**
 * Changes the password after checking the current one (wrong guesses count against the sign-in
 * limit, so this is no side door for guessing), then ends every other session of the user (the
 * caller's own stays signed in) and every reset link still open.
 */
export async function changePassword(ctx: ServiceContext, session: SessionUser, request: TChangePasswordRequest) {
  const payload = await openSecuredPayload("changePassword", request, ctx.deps.config);
  assertPasswordRules(payload.newPassword);
  const email = emailKey(session.email);
  await assertNotBlocked(ctx, LOGIN_LIMIT, email);
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.id));
  if (!user || !(await verifyPassword(payload.currentPassword, user.passwordHash))) {
    await recordFailure(ctx, "login", email);
    throw new AppError("wrongCurrentPassword", undefined, { param: "currentPassword" });
  }
  await clearFailures(ctx, "login", email);
  if (payload.currentPassword === payload.newPassword) {
    throw new AppError("samePassword");
  }
  const passwordHash = await hashPassword(payload.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, session.id));
    await endResetLinks(tx, session.id, ctx.now);
    await revokeAllSessions(tx, session.id, ctx.now, session.sessionId);
  });
}
