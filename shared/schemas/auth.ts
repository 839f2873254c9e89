import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../auth/password-rules";
import { ZPersonName, ZUser } from "./user";

/**
 * Payloads of the auth calls (spec sections 3 and 7). Fields flagged by `secured: true` arrive as
 * base64 ciphertext, so the door only checks their shape; the service decrypts them and then
 * checks the plain values with the `*Fields` schemas below.
 */
const field = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(4096, `${name} is too long`);
const secured = z.boolean().optional().meta({ description: "true when the sensitive fields are AES-CBC encrypted" });

const EMAIL_MAX_LENGTH = 254;
export const ZEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"));

/** Checked by the service after the password rules, which have their own status (422). */
export const ZPasswordText = z.string().max(PASSWORD_MAX_LENGTH, "Password is too long");

export const ZSignupRequest = z
  .object({
    email: field("Email"),
    password: field("Password"),
    firstName: field("First name"),
    lastName: z.string().max(4096).optional().default(""),
    secured,
  })
  .meta({ id: "SignupRequest" });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZSignupFields = z.object({
  email: ZEmail,
  password: ZPasswordText,
  firstName: ZPersonName.pipe(z.string().min(1, "First name is required")),
  lastName: ZPersonName,
});

export const ZSignupResponse = z
  .object({ success: z.literal(true), message: z.string(), user: ZUser })
  .meta({ id: "SignupResponse" });

export const ZLoginRequest = z
  .object({ username: field("Email"), password: field("Password"), secured })
  .meta({ id: "LoginRequest", description: "username is the account's email address" });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const ZTokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  token_type: z.literal("Bearer"),
});

export const ZLoginResponse = ZTokenPair.extend({ success: z.literal(true) }).meta({ id: "LoginResponse" });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshRequest = z.object({ refreshToken: field("Refresh token") }).meta({ id: "RefreshRequest" });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZRefreshResponse = ZLoginResponse.meta({ id: "RefreshResponse" });

export const ZLogoutRequest = z.object({ refreshToken: field("Refresh token") }).meta({ id: "LogoutRequest" });

export const ZForgotPasswordRequest = z
  .object({
    emailAddress: field("Email"),
    /** Accepted for the spec's client; the link always points at this app's own reset page. */
    callbackUrl: z.string().max(2048).optional(),
    secured,
  })
  .meta({ id: "ForgotPasswordRequest" });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({ token: field("Token"), newPassword: field("Password"), secured })
  .meta({ id: "ResetPasswordRequest" });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZSuccessResponse = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: "SuccessResponse" });

/** Public values the browser needs before signing in (an explicit allow-list, nothing secret). */
export const ZClientConfig = z
  .object({
    securedFields: z
      .object({ key: z.string().meta({ description: "base64" }), iv: z.string().meta({ description: "base64" }) })
      .nullable(),
    /** The card input: Stripe Elements with this key, or the sandbox's test-card field. */
    payments: z.discriminatedUnion("mode", [
      z.object({ mode: z.literal("sandbox") }),
      z.object({ mode: z.literal("stripe"), publishableKey: z.string() }),
    ]),
  })
  .meta({ id: "ClientConfig" });
export type TClientConfig = z.infer<typeof ZClientConfig>;
