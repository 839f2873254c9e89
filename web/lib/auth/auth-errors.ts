import { SIGNUP_EMAIL_TAKEN_CODE } from "../../../shared/errors/auth-messages";
import { STATUS_MESSAGES } from "../../../shared/errors/messages";
import { requestErrorMessage, toApiError } from "../api-error";
import type { Translate } from "../i18n/i18n-context";
import type { authErrorMessages } from "./auth-errors.messages";
import { EncryptionError } from "./secure-payload";

/**
 * authErrorMessages in one language. The functions below say what they decide themselves in that
 * language; what the server said (or a status message) comes back in English, for the screen to
 * pass through useServerMessage (useAuthErrors does both).
 */
export type AuthErrorTexts = Translate<(typeof authErrorMessages)["en"]>;

/** The description of the 'Login failed' toast. */
export function loginErrorMessage(error: unknown, t: AuthErrorTexts): string {
  if (error instanceof EncryptionError) return t("encryptionFailed");
  const status = toApiError(error).status;
  if (status === 401) return t("invalidCredentials");
  if (status === 403) return t("suspended");
  if (status === 429) return t("tooManyLogins");
  return requestErrorMessage(error);
}

/** The description of the 'Account creation failed' toast: the server's reason when it gave one. */
export function signupErrorMessage(error: unknown, t: AuthErrorTexts): string {
  if (error instanceof EncryptionError) return t("encryptionFailed");
  if (toApiError(error).code === `${SIGNUP_EMAIL_TAKEN_CODE}`) return t("emailTakenClient");
  const status = toApiError(error).status;
  if (status === 0) return STATUS_MESSAGES[0];
  if (status === 429) return STATUS_MESSAGES[429];
  if (status >= 400 && status < 500) return toApiError(error).serverMessage || t("signupFailed");
  return t("signupFailed");
}

/** The description of the 'Failed to send reset email.' toast. */
export function forgotPasswordErrorMessage(error: unknown, t: AuthErrorTexts): string {
  if (error instanceof EncryptionError) return t("encryptionFailed");
  const status = toApiError(error).status;
  if (status === 404) return t("noAccountForEmail");
  if (status === 429) return t("tooManyResets");
  return t("forgotPasswordFailed");
}

/** The description of the 'Failed to reset password' toast. */
export function resetPasswordErrorMessage(error: unknown, t: AuthErrorTexts): string {
  if (error instanceof EncryptionError) return t("encryptionFailed");
  const status = toApiError(error).status;
  if (status === 400) return t("invalidResetToken");
  if (status === 404) return t("resetTokenNotFound");
  if (status === 422) return t("weakPassword");
  return requestErrorMessage(error);
}
