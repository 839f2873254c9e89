import { AUTH_MESSAGES, SIGNUP_EMAIL_TAKEN_CODE } from "../../../shared/errors/auth-messages";
import { STATUS_MESSAGES } from "../../../shared/errors/messages";
import { appCodeOf, httpStatusOf, requestErrorMessage, serverMessageOf } from "../request-error";
import { EncryptionError } from "./secure-payload";

/** The spec's wording (section 8) that only the screens use: the server never sends these. */
export const AUTH_SCREEN_MESSAGES = {
  signupFailed: "We couldn't create your account at this time. Please check your information and try again.",
  noAccountForEmail: "No account found with this email address.",
  forgotPasswordFailed: "Something went wrong. Please try again.",
  invalidResetLink: "This password reset link is invalid or has expired.",
} as const;

/** The description of the 'Login failed' toast. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof EncryptionError) return error.message;
  const status = httpStatusOf(error);
  if (status === 401) return AUTH_MESSAGES.invalidCredentials;
  if (status === 403) return AUTH_MESSAGES.suspended;
  if (status === 429) return AUTH_MESSAGES.tooManyLogins;
  return requestErrorMessage(error);
}

/** The description of the 'Account creation failed' toast: the server's reason when it gave one. */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof EncryptionError) return error.message;
  if (appCodeOf(error) === `${SIGNUP_EMAIL_TAKEN_CODE}`) return AUTH_MESSAGES.emailTakenClient;
  const status = httpStatusOf(error);
  if (status === 0) return STATUS_MESSAGES[0];
  if (status === 429) return STATUS_MESSAGES[429];
  if (status >= 400 && status < 500) return serverMessageOf(error) || AUTH_SCREEN_MESSAGES.signupFailed;
  return AUTH_SCREEN_MESSAGES.signupFailed;
}

/** The description of the 'Failed to send reset email.' toast. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (error instanceof EncryptionError) return error.message;
  const status = httpStatusOf(error);
  if (status === 404) return AUTH_SCREEN_MESSAGES.noAccountForEmail;
  if (status === 429) return AUTH_MESSAGES.tooManyResets;
  return AUTH_SCREEN_MESSAGES.forgotPasswordFailed;
}

/** The description of the 'Failed to reset password' toast. */
export function resetPasswordErrorMessage(error: unknown): string {
  if (error instanceof EncryptionError) return error.message;
  const status = httpStatusOf(error);
  if (status === 400) return AUTH_MESSAGES.invalidResetToken;
  if (status === 404) return AUTH_MESSAGES.resetTokenNotFound;
  if (status === 422) return AUTH_MESSAGES.weakPassword;
  return requestErrorMessage(error);
}
