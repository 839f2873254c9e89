import { useMemo } from "react";
import { useServerMessage, useT } from "../i18n/i18n-context";
import { commerceMessages } from "./commerce.messages";
import { purchaseErrorMessage } from "./purchase-errors";

/** A failed purchase's message in the user's language (the server's known messages included). */
export function usePurchaseErrorMessage(): (error: unknown) => string {
  const t = useT(commerceMessages);
  const serverMessage = useServerMessage();
  return useMemo(() => (error: unknown) => serverMessage(purchaseErrorMessage(error, t)), [t, serverMessage]);
}
