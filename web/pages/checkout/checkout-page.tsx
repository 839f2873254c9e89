import { ArrowLeft, LogIn } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { TCatalogueEntry } from "../../../shared/schemas/commerce";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAuthState } from "../../lib/auth/auth-context";
import { commerceMessages } from "../../lib/commerce/commerce.messages";
import { useT } from "../../lib/i18n/i18n-context";
import { useDocumentTitle } from "../../lib/use-document-title";
import { checkoutMessages } from "./checkout.messages";
import { CheckoutForm } from "./checkout-form";
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
  const commerce = useT(commerceMessages);
  const { status, user } = useAuthState();
  const [quantity, setQuantity] = useState(1);
  const [locked, setLocked] = useState(false);
  const totals = orderTotals(item.price, quantity);

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" className="-ml-3 justify-self-start">
        <Link to="/packages">
          <ArrowLeft aria-hidden="true" />
          {t("backToPackages")}
        </Link>
      </Button>
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </div>
      {status === "ready" && !user && (
        <p className="flex flex-wrap items-center gap-3 rounded-xl border bg-accent/50 p-4 text-sm">
          {commerce("signInRequired")}
          <Button asChild size="sm" variant="outline">
            <Link to="/login">
              <LogIn aria-hidden="true" />
              {t("signIn")}
            </Link>
          </Button>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <OrderSummary
            item={item}
            quantity={quantity}
            totals={totals}
            onQuantityChange={setQuantity}
            locked={locked}
          />
        </div>
        <div className="lg:order-1">
          <CheckoutForm
            item={item}
            quantity={quantity}
            definitionId={definitionId}
            totalCents={totals.totalCents}
            onLocked={setLocked}
          />
        </div>
      </div>
    </div>
  );
}
