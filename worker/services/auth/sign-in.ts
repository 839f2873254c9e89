import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { TLoginRequest, TLoginResponse } from "#shared/schemas/auth";
import type { ServiceContext } from "#worker/ports";
import { findUserByEmail } from "../users/find-user";
import {
  assertAccountNotGuarded,
  assertSignInBudget,
  knownAddress,
  rememberSignIn,
  warnOwnerIfGuarded,
} from "./account-guard";
import { assertNotBlocked, clearFailures, type FailureLimit, recordFailure } from "./attempts";
import { tokenResponse } from "./issue-tokens";
import { oneAtATime } from "./one-at-a-time";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { startSession } from "./refresh-tokens";
import { openSecuredPayload } from "./secured-payload";
import { emailKey } from "./validate";

/**
 * 10 failed sign-ins of one account from one address in 15 minutes block that pair; 100 failures
 * from one address across accounts in an hour block the address; 20 failures of one account across
 * addresses in an hour slow down addresses it never signed in from (account-guard.ts). Decision 015.
 */
export const LOGIN_LIMIT: FailureLimit = {
  action: "login",
  key: "tooManyLogins",
  pair: { max: 10, windowMs: 15 * 60 * 1000 },
  address: { max: 100, windowMs: 60 * 60 * 1000 },
};

/**
 * Signs in with email (the spec's `username`) and password. An unknown email and a wrong password
 * get the same 401 after the same hashing work, so neither the answer nor its timing tells whether
 * an account exists.
 */
export async function signIn(ctx: ServiceContext, request: TLoginRequest): Promise<TLoginResponse> {
  const payload = await openSecuredPayload("login", request, ctx.deps.config);
  const email = emailKey(payload.username);
  const user = await checkPassword(ctx, email, payload.password);
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(payload.password);
    await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  const session = await startSession(ctx.db, user.id, ctx.now);
  return tokenResponse(ctx, user, session);
}

/** The account if the password is right; a failure is written and answered 401. */
async function checkPassword(ctx: ServiceContext, email: string, password: string) {
  return oneAtATime(`login:${email}:${ctx.clientIp ?? ""}`, async () => {
    await assertNotBlocked(ctx, LOGIN_LIMIT, email);
    const user = await findUserByEmail(ctx.db, email);
    const known = user ? await knownAddress(ctx, user.id) : undefined;
    await assertAccountNotGuarded(ctx, email, Boolean(known));
    assertSignInBudget(ctx, known);
    const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !matches) {
      await recordFailure(ctx, "login", email);
      await warnOwnerIfGuarded(ctx, email, user);
      throw new AppError("invalidCredentials");
    }
    await clearFailures(ctx, "login", email);
    await rememberSignIn(ctx, user.id);
    return user;
  });
}
