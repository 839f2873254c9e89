import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { AUTH_MESSAGES, SIGNUP_EMAIL_TAKEN_CODE } from "#shared/errors/auth-messages";
import { type TSignupRequest, ZSignupFields } from "#shared/schemas/auth";
import type { TUser } from "#shared/schemas/user";
import type { ServiceContext } from "#worker/ports";
import { findUserByEmail } from "../users/find-user";
import { getCurrentUser } from "../users/get-current-user";
import { type RequestLimit, recordRequest } from "./attempts";
import { hashPassword } from "./password-hash";
import { openSecuredPayload } from "./secured-payload";
import { assertPasswordRules, emailKey, parsePlain } from "./validate";

const emailTaken = () => new AppError(`${SIGNUP_EMAIL_TAKEN_CODE}`, AUTH_MESSAGES.emailTaken, 409);

/** Creates an account. A taken email (in any letter case) is a 409 with the spec's error code 1. */
const signupLimit = (perIp: number): RequestLimit => ({
  action: "signup",
  windowMs: 60 * 60 * 1000,
  perEmail: 5,
  perIp,
  message: AUTH_MESSAGES.tooManySignups,
});

export async function signUp(ctx: ServiceContext, request: TSignupRequest): Promise<TUser> {
  const payload = await openSecuredPayload("signup", request, ctx.deps.config);
  const fields = parsePlain(ZSignupFields, payload);
  assertPasswordRules(fields.password);
  // Every account gets a free package and emails: one address may not mint them without end.
  await recordRequest(ctx, signupLimit(ctx.deps.config.signupsPerHour), emailKey(fields.email));
  if (await findUserByEmail(ctx.db, emailKey(fields.email))) throw emailTaken();

  const passwordHash = await hashPassword(fields.password);
  try {
    const [created] = await ctx.db
      .insert(users)
      .values({ email: fields.email, passwordHash, firstName: fields.firstName, lastName: fields.lastName })
      .returning({ id: users.id });
    return await getCurrentUser(ctx, created?.id as string);
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
