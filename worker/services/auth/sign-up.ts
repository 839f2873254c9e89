import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { type TSignupRequest, ZSignupFields } from "#shared/schemas/auth";
import type { TUser } from "#shared/schemas/user";
import type { ServiceContext } from "#worker/ports";
import { findUserByEmail } from "../users/find-user";
import { getCurrentUser } from "../users/get-current-user";
import { type RequestLimit, recordRequest } from "./attempts";
import { hashPassword } from "./password-hash";
import { openSecuredPayload } from "./secured-payload";
import { assertPasswordRules, emailKey, parsePlain } from "./validate";

const emailTaken = () => new AppError("emailTaken");

/** Creates an account. A taken email (in any letter case) is a 409 keyed emailTaken (the spec's sign-up error code 1). */
const signupLimit = (perIp: number): RequestLimit => ({
  action: "signup",
  windowMs: 60 * 60 * 1000,
  perEmail: 5,
  perIp,
  key: "tooManySignups",
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
