import { isApiFailure, statusMessage, toApiError } from "../api-error";
import type { Translate } from "../i18n/i18n-context";
import { asIs, type ServerText } from "../i18n/server-text";
import type { commerceMessages } from "./commerce.messages";

type CommerceTexts = Translate<(typeof commerceMessages)["en"]>;

/**
 * Spec section 8: a failed purchase shows its own message (a declined card, a quantity over the
 * limit, the provider being down), else 'Error processing purchase'; no answer at all says so.
 * The checkout's own errors carry text already in the user's language; the server's are English,
 * for the screen to pass through useServerMessage (usePurchaseErrorMessage does both).
 */
export function purchaseErrorMessage(error: unknown, t: CommerceTexts): ServerText {
  if (isApiFailure(error)) {
    const failure = toApiError(error);
    return failure.status === 0 ? statusMessage(0) : (failure.serverMessage ?? asIs(t("purchaseError")));
  }
  return asIs(error instanceof Error && error.message ? error.message : t("purchaseError"));
}

/** Whether the very same purchase may be sent again with the same idempotency key: the answer never came. */
export function isRetryablePurchaseError(error: unknown): boolean {
  const status = toApiError(error).status;
  return isApiFailure(error) && (status === 0 || status >= 500);
}
