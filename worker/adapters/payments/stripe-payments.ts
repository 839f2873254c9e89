import Stripe from "stripe";
import { AppError } from "#shared/errors/app-error";
import type { ChargeOutcome, ChargeRequest, PaymentEvent, PaymentsPort } from "#worker/ports";
import { createStripeClient, webCrypto } from "./stripe-client";

type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string };

/** Stripe's default tolerance for a webhook's timestamp. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The Stripe adapter: PaymentIntents confirmed with the browser's card token. */
export function stripePayments(settings: StripeSettings): PaymentsPort {
  const stripe = createStripeClient(settings.secretKey, settings.apiUrl);
  return {
    kind: "stripe",
    charge: (_ctx, request) => charge(stripe, request),
    verifyWebhook: (payload, signature, now) =>
      verifyStripeSignature(stripe, payload, signature, settings.webhookSecret, now),
  };
}

/**
 * The browser's card token becomes a PaymentMethod (Stripe's documented path for tokens), which a
 * PaymentIntent then charges. Both calls carry idempotency keys derived from the purchase.
 */
async function charge(stripe: Stripe, request: ChargeRequest): Promise<ChargeOutcome> {
  try {
    const method = await stripe.paymentMethods.create(
      { type: "card", card: { token: request.cardToken } },
      { idempotencyKey: `${request.idempotencyKey}-method` },
    );
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: "usd",
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        payment_method: method.id,
        confirm: true,
        description: request.description,
        metadata: request.metadata,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return outcomeOf(intent);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      return { status: "declined", paymentIntentId: error.payment_intent?.id ?? null, message: error.message };
    }
    // A token Stripe does not know (or already used) is the caller's mistake, not an outage.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.includes("token")) {
      throw new AppError("cardRejected", { reason: error.message }, { param: "cardStripeToken" });
    }
    throw paymentProviderError(error);
  }
}

function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === "succeeded") {
    const charge = intent.latest_charge;
    return {
      status: "succeeded",
      paymentIntentId: intent.id,
      chargeId: typeof charge === "string" ? charge : (charge?.id ?? null),
    };
  }
  if (intent.status === "requires_action" && intent.client_secret) {
    return { status: "requires_action", paymentIntentId: intent.id, clientSecret: intent.client_secret };
  }
  const message = intent.last_payment_error?.message ?? "Your card was declined.";
  return { status: "declined", paymentIntentId: intent.id, message };
}

/** A request Stripe refused for a reason other than the card (keys, parameters, outage): a 502. */
function paymentProviderError(error: unknown): AppError {
  const detail = error instanceof Stripe.errors.StripeError ? { type: error.type, code: error.code } : undefined;
  return new AppError("paymentProviderFailed", undefined, detail);
}

/** Stripe's own verification on the raw body: HMAC-SHA256, 300 s tolerance. */
export async function verifyStripeSignature(
  stripe: Stripe,
  payload: string,
  signature: string | undefined,
  secret: string,
  now: Date,
): Promise<PaymentEvent> {
  if (!signature) throw new AppError("stripeSignatureMissing");
  try {
    const event = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      webCrypto,
      now.getTime(), // Stripe's receivedAt is in milliseconds
    );
    return event as unknown as PaymentEvent;
  } catch {
    throw new AppError("stripeSignatureInvalid");
  }
}
