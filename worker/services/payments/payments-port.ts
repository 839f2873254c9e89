import type { ServiceContext } from "../context";

/** A charge of a card token, confirmed at once (Stripe PaymentIntent with confirm=true). */
export type ChargeRequest = {
  amountCents: number;
  cardToken: string;
  /** Sent as Stripe's Idempotency-Key: a retried purchase never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: { purchase_id: string; user_id: string };
};

export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string; chargeId: string | null }
  | { status: "requires_action"; paymentIntentId: string; clientSecret: string }
  | { status: "declined"; paymentIntentId: string | null; message: string };

/** The part of a Stripe event the app reads (the same JSON from Stripe and from the sandbox). */
export type PaymentEvent = {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
};

/**
 * The Payments port: Stripe in production, the sandbox (Stripe test mode offline) by default.
 * Both verify webhooks with Stripe's own code, so the webhook route cannot tell them apart.
 */
export type PaymentsPort = {
  kind: "sandbox" | "stripe";
  charge(ctx: ServiceContext, request: ChargeRequest): Promise<ChargeOutcome>;
  /** The event in a webhook delivery; throws when the signature does not verify. */
  verifyWebhook(payload: string, signature: string | undefined, now: Date): Promise<PaymentEvent>;
};

/** Stripe's default tolerance for a webhook's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
