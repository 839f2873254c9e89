import type { sandboxPaymentIntents } from "#db/schema/index";
import { randomToken } from "#shared/auth/tokens";
import type { ServiceContext } from "#worker/ports";
import { createStripeClient, webCrypto } from "./stripe-client";

export type SandboxIntent = typeof sandboxPaymentIntents.$inferSelect;

const DELIVERY_DELAYS_MS = [0, 1000, 3000];
/** The sandbox's Stripe SDK client: it never calls Stripe, it only signs and verifies events. */
export const sandboxStripe = createStripeClient("sk_test_sandbox_offline");

/** A Stripe-looking id suffix: 24 letters and digits. */
export function randomId(): string {
  return randomToken().replace(/[-_]/g, "").slice(0, 24);
}

/** The PaymentIntent as Stripe's API writes it (the fields this app and Stripe's SDK read). */
function intentJson(intent: SandboxIntent) {
  return {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    latest_charge: intent.chargeId,
    metadata: intent.metadata,
    last_payment_error: intent.lastError ? { type: "card_error", message: intent.lastError } : null,
    livemode: false,
  };
}

/**
 * Sends the event Stripe would send for the intent's new state, signed as Stripe signs it, to the
 * app's webhook route, after the current answer; a refused delivery is tried again, as Stripe does.
 */
export function deliverSandboxEvent(ctx: ServiceContext, intent: SandboxIntent, secret: string): void {
  const type = intent.status === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed";
  const payload = JSON.stringify({
    id: `evt_sbx_${randomId()}`,
    object: "event",
    api_version: "sandbox",
    created: Math.floor(ctx.now.getTime() / 1000),
    livemode: false,
    type,
    data: { object: intentJson(intent) },
  });
  const url = `${ctx.deps.config.appUrl}/api/stripe/webhook`;
  ctx.defer(deliver(ctx, url, payload, secret));
}

async function deliver(ctx: ServiceContext, url: string, payload: string, secret: string): Promise<void> {
  let lastError = "";
  for (const delay of DELIVERY_DELAYS_MS) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const signature = await sandboxStripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret,
        timestamp: Math.floor(ctx.deps.clock().getTime() / 1000),
        cryptoProvider: webCrypto,
      });
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  ctx.deps.logger.warn("sandbox webhook delivery failed", { url, error: lastError });
}
