import { lazy, type Ref, Suspense } from "react";
import { Spinner } from "../../../components/ui/spinner";
import { commerceMessages } from "../../../lib/commerce/commerce.messages";
import { useT } from "../../../lib/i18n/i18n-context";
import type { CardPayment } from "../../../lib/payments/card-payment";
import { useClientConfig } from "../../../lib/use-client-config";
import { cardFieldMessages } from "./card-field.messages";
import { SandboxCardField } from "./sandbox-card-field";

// Stripe Elements' code (and Stripe.js itself) is fetched only when the server is in Stripe mode.
const StripeCardField = lazy(() => import("./stripe-card-field").then((m) => ({ default: m.StripeCardField })));

type CardFieldProps = { ref: Ref<CardPayment>; errorId: string; onChange(): void };

/** The card input of spec section 2: Stripe Elements, or the payment sandbox's test-card field. */
export function CardField({ ref, errorId, onChange }: CardFieldProps) {
  const t = useT(cardFieldMessages);
  const commerce = useT(commerceMessages);
  const config = useClientConfig();
  if (config.isError) {
    return <p className="text-sm text-destructive">{commerce("stripeNotReady")}</p>;
  }
  if (!config.data) return <Spinner label={t("loading")} />;
  const { payments } = config.data;
  if (payments.mode === "sandbox") return <SandboxCardField ref={ref} errorId={errorId} onChange={onChange} />;
  return (
    <Suspense fallback={<Spinner label={t("loading")} />}>
      <StripeCardField ref={ref} publishableKey={payments.publishableKey} onChange={onChange} />
    </Suspense>
  );
}
