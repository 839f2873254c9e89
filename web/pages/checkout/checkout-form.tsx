import { CircleCheck } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { Card, CardTitle } from "#web/components/ui/card.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { commerceMessages } from "#web/lib/commerce/commerce.messages.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import type { CardPayment } from "#web/lib/payments/card-payment.ts";
import { CardField } from "./card-field/card-field";
import { checkoutMessages } from "./checkout.messages";
import { CheckoutFields } from "./checkout-fields";
import { CHECKOUT_FIELDS, checkoutDefaults, validateCheckout } from "./checkout-rules";
import type { CheckoutErrors, CheckoutField, CheckoutValues } from "./checkout-values";
import { completePurchaseLabel } from "./order-totals";
import { usePurchase } from "./use-purchase";

type CheckoutFormProps = {
  item: TCatalogueEntry;
  quantity: number;
  definitionId?: string;
  totalCents: number;
  onLocked(locked: boolean): void;
};

const ERROR_ID = "checkout-error";

/** Personal information, billing address and card (spec section 2), validated on submit. */
export function CheckoutForm({ item, quantity, definitionId, totalCents, onLocked }: CheckoutFormProps) {
  const t = useT(checkoutMessages);
  const commerce = useT(commerceMessages);
  const format = useFormat();
  const { user } = useAuthState();
  // What the user typed over the defaults: the defaults follow the user until then (the server's
  // copy, with the last name, may arrive after the page opened).
  const [edits, setEdits] = useState<Partial<CheckoutValues>>({});
  const values: CheckoutValues = { ...checkoutDefaults(user), ...edits };
  // The fields refused at the last submit, until edited; their messages follow the language.
  const [refused, setRefused] = useState<ReadonlySet<CheckoutField>>(new Set());
  const errors = refusedMessages(validateCheckout(values, t), refused);
  const card = useRef<CardPayment>(null);
  const form = useRef<HTMLFormElement>(null);
  const purchase = usePurchase({ item, quantity, definitionId, card });

  const change = (field: CheckoutField, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setRefused((current) => new Set([...current].filter((name) => name !== field)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCheckout(values, t);
    setRefused(new Set(CHECKOUT_FIELDS.filter((field) => found[field])));
    const first = CHECKOUT_FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`#checkout-${first}`)?.focus();
      return;
    }
    if (!user) return purchase.showError(commerce("signInRequired"));
    // The order stays as it is while it is paid for, and after it was.
    onLocked(true);
    onLocked(await purchase.submit());
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={purchase.busy} className="grid gap-6">
      <Card aria-labelledby="personal-title">
        <CardTitle id="personal-title">{t("personalTitle")}</CardTitle>
        <div className="mt-4">
          <CheckoutFields fields={["fullName", "email"]} values={values} errors={errors} onChange={change} />
        </div>
      </Card>
      <Card aria-labelledby="billing-title">
        <CardTitle id="billing-title">{t("billingTitle")}</CardTitle>
        <div className="mt-4">
          <CheckoutFields
            fields={["address", "city", "zipCode", "country"]}
            values={values}
            errors={errors}
            onChange={change}
          />
        </div>
      </Card>
      <Card aria-labelledby="payment-title">
        <CardTitle id="payment-title">{t("paymentTitle")}</CardTitle>
        <div className="mt-4">
          <CardField ref={card} errorId={ERROR_ID} onChange={purchase.forgetAttempt} />
        </div>
      </Card>
      <div className="grid gap-3">
        <SubmitButton busy={purchase.busy} busyLabel={t("processing")} disabled={purchase.succeeded} size="lg">
          {completePurchaseLabel(totalCents, t, format)}
        </SubmitButton>
        <div aria-live="polite" className="min-h-5">
          {purchase.error && (
            <p id={ERROR_ID} className="text-sm text-destructive">
              {purchase.error}
            </p>
          )}
          {purchase.succeeded && (
            <p className="flex items-center gap-2 text-sm font-medium text-success">
              <CircleCheck aria-hidden="true" className="size-4" />
              {commerce("paymentSuccessful")}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

function refusedMessages(messages: CheckoutErrors, refused: ReadonlySet<CheckoutField>): CheckoutErrors {
  return Object.fromEntries(
    CHECKOUT_FIELDS.filter((field) => refused.has(field)).map((field) => [field, messages[field]]),
  );
}
