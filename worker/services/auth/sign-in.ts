import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { AppError } from "../../../shared/errors/app-error";
import { AUTH_MESSAGES } from "../../../shared/errors/auth-messages";
import type { TLoginRequest, TLoginResponse } from "../../../shared/schemas/auth";
import type { ServiceContext } from "../context";
import { findUserByEmail } from "../users/find-user";
import { type AttemptLimit, clearEmailAttempts, recordAttempt } from "./attempts";
import { tokenResponse } from "./issue-tokens";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { startSession } from "./refresh-tokens";
import { openSecuredPayload } from "./secured-payload";
import { emailKey } from "./validate";

/** 10 failed sign-ins per email, and per client address, in 15 minutes; the 11th is refused. */
export const LOGIN_LIMIT: AttemptLimit = {
  action: "login",
  windowMs: 15 * 60 * 1000,
  perEmail: 10,
  perIp: 10,
  message: AUTH_MESSAGES.tooManyLogins,
};

/**
 * Signs in with email (the spec's `username`) and password. An unknown email and a wrong password
 * get the same 401 after the same hashing work, so neither the answer nor its timing tells whether
 * an account exists.
 */
export async function signIn(ctx: ServiceContext, request: TLoginRequest): Promise<TLoginResponse> {
  const payload = await openSecuredPayload("login", request, ctx.deps.config);
  const email = emailKey(payload.username);
  await recordAttempt(ctx, LOGIN_LIMIT, email);

  const user = await findUserByEmail(ctx.db, email);
  const matches = await verifyPassword(payload.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches) throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);

  // The attempt just recorded is among the email's, so it goes too: only failures count.
  await clearEmailAttempts(ctx, "login", email);
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(payload.password);
    await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  const session = await startSession(ctx.db, user.id, ctx.now);
  return tokenResponse(ctx, user, session);
}
