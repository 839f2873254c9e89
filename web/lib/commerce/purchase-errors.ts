import { TRPCClientError } from "@trpc/client";
import { COMMERCE_MESSAGES } from "../../../shared/errors/commerce-messages";
import { STATUS_MESSAGES } from "../../../shared/errors/messages";
import { httpStatusOf, serverMessageOf } from "../request-error";

/**
 * Spec section 8: a failed purchase shows its own message (a declined card, a quantity over the
 * limit, the provider being down), else 'Error processing purchase'; no answer at all says so.
 */
export function purchaseErrorMessage(error: unknown): string {
  if (error instanceof TRPCClientError && httpStatusOf(error) === 0) return STATUS_MESSAGES[0];
  if (error instanceof TRPCClientError) return serverMessageOf(error) || COMMERCE_MESSAGES.purchaseError;
  return error instanceof Error && error.message ? error.message : COMMERCE_MESSAGES.purchaseError;
}

/** Whether the very same purchase may be sent again with the same idempotency key: the answer never came. */
export function isRetryablePurchaseError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return error instanceof TRPCClientError && (status === 0 || status >= 500);
}
