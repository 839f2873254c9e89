import Stripe from "stripe";

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
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    cryptoProvider: crypto,
  });
  return { payload, signature };
}

export function intent(purchaseId: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id: `pi_test_${purchaseId.slice(0, 8)}`,
    object: "payment_intent",
    status,
    metadata: { purchase_id: purchaseId },
    latest_charge: status === "succeeded" ? `ch_test_${purchaseId.slice(0, 8)}` : null,
    ...extra,
  };
}
