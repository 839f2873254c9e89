import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RefObject, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { productName } from "#shared/commerce/catalogue";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { useAuthStore } from "#web/lib/auth/auth-context.tsx";
import { commerceMessages } from "#web/lib/commerce/commerce.messages.ts";
import {
  newIdempotencyKey,
  orderFingerprint,
  type PurchaseAttempt,
  type PurchaseOrder,
  retryableAttempt,
} from "#web/lib/commerce/purchase-attempt.ts";
import { isRetryablePurchaseError } from "#web/lib/commerce/purchase-errors.ts";
import { usePurchaseErrorMessage } from "#web/lib/commerce/use-purchase-error-message.ts";
import { waitForPurchase } from "#web/lib/commerce/wait-for-purchase.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import type { CardPayment } from "#web/lib/payments/card-payment.ts";
import { removeSession } from "#web/lib/session-storage.ts";
import { toast } from "#web/lib/toast.ts";
import { useTRPC, useTRPCClient } from "#web/lib/trpc.ts";
import { SHOW_DOCUMENTS_STATE } from "#web/pages/product-definition-detail/detail-tab.ts";
import { CHECKOUT_DEFINITION_KEY, CHECKOUT_QUANTITY_KEY } from "./checkout-input";
import { useCheckoutLifetime } from "./use-checkout-lifetime";

/** Spec section 9: the dashboard opens 1.2 s after a successful payment. */
const SUCCESS_REDIRECT_MS = 1200;

type PurchaseInput = {
  item: TCatalogueEntry;
  quantity: number;
  definitionId?: string;
  card: RefObject<CardPayment | null>;
};

/**
 * The checkout's submit (spec section 4): a card token made in the browser, the purchase call with
 * an idempotency key, 3-D Secure when the bank asks, then the dashboard.
 */
export function usePurchase({ item, quantity, definitionId, card }: PurchaseInput) {
  // The checkout's own failures are thrown in the user's language; the server's are translated when shown.
  const t = useT(commerceMessages);
  const errorMessage = usePurchaseErrorMessage();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const store = useAuthStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: create } = useMutation(trpc.purchases.create.mutationOptions());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [succeeded, setSucceeded] = useState(false);
  const sending = useRef(false);
  const attempt = useRef<PurchaseAttempt>(undefined);
  const lifetime = useCheckoutLifetime();

  const cardToken = async (): Promise<string> => {
    const payment = card.current;
    if (!payment) throw new Error(t("stripeNotReady"));
    const result = await payment.createToken();
    if ("error" in result) throw new Error(result.error);
    return result.token;
  };

  const send = async (order: PurchaseOrder) => {
    const current = retryableAttempt(attempt.current, order) ?? {
      fingerprint: orderFingerprint(order),
      idempotencyKey: newIdempotencyKey(),
      cardToken: await cardToken(),
    };
    attempt.current = current;
    try {
      const response = await create({
        ...order,
        cardStripeToken: current.cardToken,
        idempotencyKey: current.idempotencyKey,
      });
      attempt.current = undefined;
      return response;
    } catch (failure) {
      if (!isRetryablePurchaseError(failure)) attempt.current = undefined;
      throw failure;
    }
  };

  const purchase = async () => {
    const response = await send({ product: productName(item), quantity, definitionId });
    if (response.success) return;
    const { requiresAction, clientSecret, paymentIntentId } = response;
    if (!requiresAction || !clientSecret || !paymentIntentId) throw new Error(t("purchaseFailed"));
    const answer = await card.current?.authenticate({ clientSecret, paymentIntentId });
    if (!answer || "cancelled" in answer) throw new Error(t("authenticationCancelled"));
    if ("error" in answer) throw new Error(answer.error);
    const outcome = await waitForPurchase((id) => client.purchases.get.query({ id }), response.purchase.id, {
      signal: lifetime.signal(),
    });
    if (outcome === "failed") throw new Error(t("authenticationFailed"));
    if (outcome !== "succeeded") throw new Error(t("purchaseFailed"));
  };

  // A purchase for a definition upgrades it: its page, with its new documents, is where to go back.
  const succeed = () => {
    removeSession(CHECKOUT_DEFINITION_KEY);
    removeSession(CHECKOUT_QUANTITY_KEY);
    setSucceeded(true);
    toast.success(t("paymentSuccessful"));
    void store.reloadUser();
    void queryClient.invalidateQueries({ queryKey: trpc.definitions.pathKey() });
    // Spec section 4 sends every purchase to /dashboard; one bought for a definition (the upgrade
    // from its page) lands on that definition's documents instead (decision 027).
    lifetime.later(
      () =>
        void (definitionId
          ? navigate(`/product-definitions/${encodeURIComponent(definitionId)}`, { state: SHOW_DOCUMENTS_STATE })
          : navigate("/dashboard")),
      SUCCESS_REDIRECT_MS,
    );
  };

  /** True once paid (the dashboard opens shortly); failures are shown, never thrown. */
  const submit = async (): Promise<boolean> => {
    if (sending.current || succeeded) return succeeded;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await purchase();
      succeed();
      return true;
    } catch (failure) {
      if (!lifetime.ended()) setError(errorMessage(failure));
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return {
    submit,
    busy,
    error,
    succeeded,
    /** A changed card is a new attempt: its token is not the one the unanswered call carried. */
    forgetAttempt: () => {
      attempt.current = undefined;
    },
    showError: setError,
  };
}
