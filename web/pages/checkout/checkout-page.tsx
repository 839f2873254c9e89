import { ArrowLeft, LogIn, UserPlus } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { Card, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { returnToState } from "#web/lib/auth/return-to.ts";
import { commerceMessages } from "#web/lib/commerce/commerce.messages.ts";
import { useUsage } from "#web/lib/documents/use-usage.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { readSession, writeSession } from "#web/lib/session-storage.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { checkoutMessages } from "./checkout.messages";
import { CheckoutForm } from "./checkout-form";
import { CHECKOUT_QUANTITY_KEY, storedQuantity } from "./checkout-input";
import { bringsDocuments, MonthlyCapNotice, unusableThisMonth } from "./monthly-cap-notice";
import { OrderSummary } from "./order-summary";
import { orderTotals } from "./order-totals";
import { useCheckoutInput } from "./use-checkout-input";

/** Checkout (spec section 2, /checkout): public, so a visitor sees the order before signing in. */
export function CheckoutPage() {
  const t = useT(checkoutMessages);
  useDocumentTitle(t("documentTitle"));
  const input = useCheckoutInput();
  if (!input.package) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label={t("loadingOrder")} className="[&_svg]:size-8" />
      </div>
    );
  }
  return <Checkout item={input.package} definitionId={input.definitionId} />;
}

function Checkout({ item, definitionId }: { item: TCatalogueEntry; definitionId?: string }) {
  const t = useT(checkoutMessages);
  const { status, user } = useAuthState();
  const [quantity, setQuantity] = useState(() => storedQuantity(readSession(CHECKOUT_QUANTITY_KEY), item.id));
  const [locked, setLocked] = useState(false);
  // The monthly document limit is said before the card form; at the cap the form waits for a confirmation.
  const documentsPackage = bringsDocuments(item);
  const usage = useUsage(user !== null && documentsPackage);
  const [acknowledged, setAcknowledged] = useState(false);
  const waitsForAcknowledgement = unusableThisMonth(item, usage.data) && !acknowledged;
  const totals = orderTotals(item.price, quantity);
  const changeQuantity = (next: number) => {
    setQuantity(next);
    writeSession(CHECKOUT_QUANTITY_KEY, JSON.stringify({ packageId: item.id, quantity: next }));
  };

  return (
    <div className="grid gap-6">
      <ButtonLink variant="ghost" className="-ml-3 justify-self-start" to="/packages">
        <ArrowLeft aria-hidden="true" />
        {t("backToPackages")}
      </ButtonLink>
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <OrderSummary
            item={item}
            quantity={quantity}
            totals={totals}
            onQuantityChange={changeQuantity}
            locked={locked}
          />
        </div>
        <div className="grid gap-6 lg:order-1">
          {user && documentsPackage && usage.data && (
            <MonthlyCapNotice usage={usage.data} acknowledged={acknowledged} onAcknowledge={setAcknowledged} />
          )}
          {status === "loading" || (user && documentsPackage && usage.isPending) ? (
            <Spinner />
          ) : waitsForAcknowledgement ? null : user ? (
            <CheckoutForm
              item={item}
              quantity={quantity}
              definitionId={definitionId}
              totalCents={totals.totalCents}
              onLocked={setLocked}
            />
          ) : (
            <SignInFirst />
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * A visitor signs in (or signs up) before the payment form, not after filling it in; the
 * checkout's address brings them back to this order (its quantity kept in session storage).
 */
function SignInFirst() {
  const t = useT(checkoutMessages);
  const commerce = useT(commerceMessages);
  const { pathname, search } = useLocation();
  const back = returnToState(`${pathname}${search}`);
  return (
    <Card aria-labelledby="sign-in-first" className="grid gap-4">
      <CardTitle id="sign-in-first">{t("signInTitle")}</CardTitle>
      <p className="text-sm text-muted-foreground">{commerce("signInRequired")}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/login" state={back}>
          <LogIn aria-hidden="true" />
          {t("signIn")}
        </ButtonLink>
        <ButtonLink variant="outline" to="/signup" state={back}>
          <UserPlus aria-hidden="true" />
          {t("createAccount")}
        </ButtonLink>
      </div>
    </Card>
  );
}
