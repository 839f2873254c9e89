import { passwordResets } from "#db/schema/index";
import { hashToken, randomToken } from "#shared/auth/tokens";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { type TForgotPasswordRequest, ZEmail } from "#shared/schemas/auth";
import { resolveSettings } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";
import { sendMail } from "../mail/send-mail";
import { passwordResetMail } from "../mail/templates";
import { findUserByEmail } from "../users/find-user";
import { type RequestLimit, recordRequest } from "./attempts";
import { openSecuredPayload } from "./secured-payload";
import { emailKey, parsePlain } from "./validate";

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** 5 reset emails per address per hour, and 20 requests per client address. */
const RESET_REQUEST_LIMIT: RequestLimit = {
  action: "password_reset",
  windowMs: 60 * 60 * 1000,
  perEmail: 5,
  perIp: 20,
  key: "tooManyResets",
};

/**
 * POST /api/users/forgotpassword. The answer is the same whether or not an account exists; when
 * one does, it gets a single-use link to {APP_URL}/reset-password valid for 1 hour. The spec's
 * callbackUrl is accepted but not followed: a link in our email only ever points at our own app.
 * The look-up, the token and the email happen after the answer (deferred), so the answer takes
 * the same time for an account and for a stranger: a few milliseconds of writes told them apart
 * (issue 29, item 5).
 */
export async function requestPasswordReset(ctx: ServiceContext, request: TForgotPasswordRequest): Promise<string> {
  const payload = await openSecuredPayload("forgotPassword", request, ctx.deps.config);
  const email = emailKey(parsePlain(ZEmail, payload.emailAddress));
  await recordRequest(ctx, RESET_REQUEST_LIMIT, email);
  ctx.defer(sendResetLink(ctx, email));
  return AUTH_MESSAGES.resetEmailSent;
}

async function sendResetLink(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const link = await createResetLink(ctx, user.id);
    const { language } = resolveSettings(user.settings);
    await sendMail(ctx, passwordResetMail({ email: user.email, firstName: user.firstName, language }, link));
  }
}

/** A new single-use link to {APP_URL}/reset-password for the user, valid for 1 hour (only its hash is kept). */
export async function createResetLink(ctx: ServiceContext, userId: string): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(passwordResets).values({
    userId,
    tokenHash: await hashToken(token),
    expiresAt: new Date(ctx.now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: ctx.now,
  });
  return `${ctx.deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
