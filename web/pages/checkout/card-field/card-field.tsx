import { lazy, type Ref, Suspense } from "react";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { commerceMessages } from "#web/lib/commerce/commerce.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import type { CardPayment } from "#web/lib/payments/card-payment.ts";
import { useClientConfig } from "#web/lib/use-client-config.ts";
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
