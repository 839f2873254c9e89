import { TRPCClientError } from "@trpc/client";
import { STATUS_MESSAGES } from "../../../shared/errors/messages";
import type { Translate } from "../i18n/i18n-context";
import { httpStatusOf, serverMessageOf } from "../request-error";
import type { commerceMessages } from "./commerce.messages";

export type CommerceTexts = Translate<(typeof commerceMessages)["en"]>;

/**
 * Spec section 8: a failed purchase shows its own message (a declined card, a quantity over the
 * limit, the provider being down), else 'Error processing purchase'; no answer at all says so.
 * The checkout's own errors carry text already in the user's language; the server's are English,
 * for the screen to pass through useServerMessage (usePurchaseErrorMessage does both).
 */
export function purchaseErrorMessage(error: unknown, t: CommerceTexts): string {
  if (error instanceof TRPCClientError && httpStatusOf(error) === 0) return STATUS_MESSAGES[0];
  if (error instanceof TRPCClientError) return serverMessageOf(error) || t("purchaseError");
  return error instanceof Error && error.message ? error.message : t("purchaseError");
}

/** Whether the very same purchase may be sent again with the same idempotency key: the answer never came. */
export function isRetryablePurchaseError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return error instanceof TRPCClientError && (status === 0 || status >= 500);
}
