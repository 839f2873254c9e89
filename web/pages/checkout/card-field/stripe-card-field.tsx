import { type Ref, useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from "react";
import { COMMERCE_MESSAGES } from "../../../../shared/errors/commerce-messages";
import { Spinner } from "../../../components/ui/spinner";
import type { CardPayment } from "../../../lib/payments/card-payment";
import { loadStripe, type StripeElements, type StripeJs } from "../../../lib/payments/stripe-js";

type StripeCardFieldProps = { ref: Ref<CardPayment>; publishableKey: string; onChange(): void };

/** Stripe Elements' card input (a chunk of its own, fetched only in Stripe mode, with Stripe.js). */
export function StripeCardField({ ref, publishableKey, onChange }: StripeCardFieldProps) {
  const mount = useRef<HTMLDivElement>(null);
  const elements = useRef<StripeElements>(undefined);
  const [stripe, setStripe] = useState<StripeJs>();
  const [error, setError] = useState<string>();
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    let current = true;
    loadStripe(publishableKey).then(
      (loaded) => current && setStripe(loaded),
      () => current && setError(COMMERCE_MESSAGES.stripeNotReady),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  useEffect(() => {
    const target = mount.current;
    if (!stripe || !target) return;
    const group = stripe.elements();
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
  }, [stripe]);

  useImperativeHandle(ref, () => ({
    async createToken() {
      if (!stripe) return { error: COMMERCE_MESSAGES.stripeNotReady };
      const card = elements.current?.getElement("card");
      if (!card) return { error: COMMERCE_MESSAGES.cardElementMissing };
      const result = await stripe.createToken(card);
      if (result.token) return { token: result.token.id };
      return { error: result.error?.message || COMMERCE_MESSAGES.tokenFailed };
    },
    async authenticate({ clientSecret }) {
      if (!stripe) return { error: COMMERCE_MESSAGES.stripeNotReady };
      const result = await stripe.handleNextAction({ clientSecret });
      return result.error ? { error: result.error.message || COMMERCE_MESSAGES.purchaseFailed } : { done: true };
    },
  }));

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium leading-none">Card</span>
      {!stripe && !error && <Spinner label="Loading the card field" />}
      {/* Stripe mounts its iframe here; React keeps no children inside. */}
      <div ref={mount} className="min-h-10 rounded-md border border-input bg-background px-3 py-2.5" />
      <p id="card-element-error" aria-live="polite" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
