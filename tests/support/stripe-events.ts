import Stripe from "stripe";
import { CATALOGUE } from "#shared/commerce/catalogue";

const stripe = new Stripe("sk_test_events_only");
const crypto = Stripe.createSubtleCryptoProvider();

/** A Stripe event's JSON and a Stripe-Signature header for it, made the way Stripe makes them. */
export async function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${globalThis.crypto.randomUUID().replace(/-/g, "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return signPayload(secret, payload, options.timestamp);
}

/** Any payload signed as Stripe signs it (for events whose content is wrong on purpose). */
export async function signPayload(secret: string, payload: string, timestamp?: number) {
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: timestamp ?? Math.floor(Date.now() / 1000),
    cryptoProvider: crypto,
  });
  return { payload, signature };
}

const COMPLETE_PRICE_CENTS = CATALOGUE.find((item) => item.id === "complete-docs")?.priceCents ?? 0;

/** A PaymentIntent for a purchase; by default it paid one Complete Documentation package ($199). */
export function intent(purchaseId: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id: `pi_test_${purchaseId.slice(0, 8)}`,
    object: "payment_intent",
    status,
    amount: COMPLETE_PRICE_CENTS,
    currency: "usd",
    metadata: { purchase_id: purchaseId },
    latest_charge: status === "succeeded" ? `ch_test_${purchaseId.slice(0, 8)}` : null,
    ...extra,
  };
}
