import { requestErrorMessage, statusMessage, toApiError } from "../api-error";
import type { Translate } from "../i18n/i18n-context";
import { asIs, type ServerText } from "../i18n/server-text";
import type { authErrorMessages } from "./auth-errors.messages";
import { EncryptionError } from "./secure-payload";

/**
 * authErrorMessages in one language. The functions below say what they decide themselves in that
 * language; what the server said (or a status message) comes back in English with its key, for
 * the screen to pass through useServerMessage (useAuthErrors does both).
 */
export type AuthErrorTexts = Translate<(typeof authErrorMessages)["en"]>;

/** The description of the 'Login failed' toast. */
export function loginErrorMessage(error: unknown, t: AuthErrorTexts): ServerText {
  if (error instanceof EncryptionError) return asIs(t("encryptionFailed"));
  const status = toApiError(error).status;
  if (status === 401) return asIs(t("invalidCredentials"));
  if (status === 403) return asIs(t("suspended"));
  if (status === 429) return asIs(t("tooManyLogins"));
  return requestErrorMessage(error);
}

/** The description of the 'Account creation failed' toast: the server's reason when it gave one. */
export function signupErrorMessage(error: unknown, t: AuthErrorTexts): ServerText {
  if (error instanceof EncryptionError) return asIs(t("encryptionFailed"));
  const failure = toApiError(error);
  if (failure.key === "emailTaken") return asIs(t("emailTakenClient"));
  const { status } = failure;
  if (status === 0) return statusMessage(0);
  if (status === 429) return statusMessage(429);
  if (status >= 400 && status < 500) return failure.serverMessage ?? asIs(t("signupFailed"));
  return asIs(t("signupFailed"));
}

/** The description of the 'Failed to send reset email.' toast. */
export function forgotPasswordErrorMessage(error: unknown, t: AuthErrorTexts): ServerText {
  if (error instanceof EncryptionError) return asIs(t("encryptionFailed"));
  const status = toApiError(error).status;
  if (status === 404) return asIs(t("noAccountForEmail"));
  if (status === 429) return asIs(t("tooManyResets"));
  return asIs(t("forgotPasswordFailed"));
}

/** The description of the 'Failed to reset password' toast. */
export function resetPasswordErrorMessage(error: unknown, t: AuthErrorTexts): ServerText {
  if (error instanceof EncryptionError) return asIs(t("encryptionFailed"));
  const status = toApiError(error).status;
  if (status === 400) return asIs(t("invalidResetToken"));
  if (status === 404) return asIs(t("resetTokenNotFound"));
  if (status === 422) return asIs(t("weakPassword"));
  return requestErrorMessage(error);
}
