import { type Ref, useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from "react";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { commerceMessages } from "#web/lib/commerce/commerce.messages.ts";
import { usePreferences, useT } from "#web/lib/i18n/i18n-context.tsx";
import type { CardPayment } from "#web/lib/payments/card-payment.ts";
import { loadStripe, type StripeElements, type StripeJs } from "#web/lib/payments/stripe-js.ts";
import { cardFieldMessages } from "./card-field.messages";

type StripeCardFieldProps = { ref: Ref<CardPayment>; publishableKey: string; onChange(): void };

/** Stripe Elements' card input (a chunk of its own, fetched only in Stripe mode, with Stripe.js). */
export function StripeCardField({ ref, publishableKey, onChange }: StripeCardFieldProps) {
  const t = useT(cardFieldMessages);
  const commerce = useT(commerceMessages);
  const { language } = usePreferences();
  const mount = useRef<HTMLDivElement>(null);
  const elements = useRef<StripeElements>(undefined);
  const [stripe, setStripe] = useState<StripeJs>();
  // Stripe's own message about the card (already in the interface's language), or none.
  const [error, setError] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    let current = true;
    loadStripe(publishableKey).then(
      (loaded) => current && setStripe(loaded),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  useEffect(() => {
    const target = mount.current;
    if (!stripe || !target) return;
    // Stripe writes the card input's own placeholders and errors in the interface's language.
    const group = stripe.elements({ locale: language });
    const card = group.create("card", { style: { base: { fontSize: "16px", color: getComputedStyle(target).color } } });
    card.on("change", (change) => {
      setError(change.error?.message);
      changed();
    });
    card.mount(target);
    elements.current = group;
    return () => {
      elements.current = undefined;
      card.destroy();
    };
  }, [stripe, language]);

  useImperativeHandle(ref, () => ({
    async createToken() {
      if (!stripe) return { error: commerce("stripeNotReady") };
      const card = elements.current?.getElement("card");
      if (!card) return { error: commerce("cardElementMissing") };
      const result = await stripe.createToken(card);
      if (result.token) return { token: result.token.id };
      return { error: result.error?.message || commerce("tokenFailed") };
    },
    async authenticate({ clientSecret }) {
      if (!stripe) return { error: commerce("stripeNotReady") };
      const result = await stripe.handleNextAction({ clientSecret });
      return result.error ? { error: result.error.message || commerce("purchaseFailed") } : { done: true };
    },
  }));

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium leading-none">{t("card")}</span>
      {!stripe && !loadFailed && <Spinner label={t("loading")} />}
      {/* Stripe mounts its iframe here; React keeps no children inside. */}
      <div ref={mount} className="min-h-10 rounded-md border border-input bg-background px-3 py-2.5" />
      <p id="card-element-error" aria-live="polite" className="text-sm text-destructive empty:hidden">
        {error ?? (loadFailed ? commerce("stripeNotReady") : undefined)}
      </p>
    </div>
  );
}
