import { and, eq, sql } from "drizzle-orm";
import { sandboxPaymentIntents } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { COMMERCE_MESSAGES } from "#shared/errors/commerce-messages";
import type { ChargeOutcome, ChargeRequest, PaymentsPort, ServiceContext } from "#worker/ports";
import { SANDBOX_TOKENS } from "./sandbox-cards";
import { deliverSandboxEvent, randomId, type SandboxIntent, sandboxStripe } from "./sandbox-webhooks";
import { verifyStripeSignature } from "./stripe-payments";

type SandboxPayments = PaymentsPort & {
  kind: "sandbox";
  /** Completes (or fails) 3-D Secure for a PaymentIntent of this user, as Stripe's test modal does. */
  authenticate(ctx: ServiceContext, paymentIntentId: string, userId: string, succeed: boolean): Promise<void>;
};

export function isSandbox(payments: PaymentsPort): payments is SandboxPayments {
  return payments.kind === "sandbox";
}

/**
 * The payment sandbox: Stripe test mode without the network. PaymentIntents live in the database;
 * events are signed with the sandbox's webhook secret and POSTed to the app's own webhook route,
 * so exactly the code that handles Stripe's events handles these. Refused in production.
 */
export function sandboxPayments(jwtSecret: string): SandboxPayments {
  const secret = sandboxWebhookSecret(jwtSecret);
  return {
    kind: "sandbox",
    charge: async (ctx, request) => charge(ctx, request, await secret),
    verifyWebhook: async (payload, signature, now) =>
      verifyStripeSignature(sandboxStripe, payload, signature, await secret, now),
    authenticate: async (ctx, paymentIntentId, userId, succeed) =>
      authenticate(ctx, paymentIntentId, userId, succeed, await secret),
  };
}

async function charge(ctx: ServiceContext, request: ChargeRequest, secret: string): Promise<ChargeOutcome> {
  const [existing] = await ctx.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, request.idempotencyKey));
  if (existing) return outcomeOf(existing);

  const behaviour = SANDBOX_TOKENS[request.cardToken];
  if (!behaviour) throw new AppError("noSuchToken", { token: request.cardToken }, { param: "cardStripeToken" });
  const id = `pi_sbx_${randomId()}`;
  const intent: SandboxIntent = {
    id,
    idempotencyKey: request.idempotencyKey,
    amount: request.amountCents,
    currency: "usd",
    status:
      behaviour.kind === "succeed"
        ? "succeeded"
        : behaviour.kind === "decline"
          ? "requires_payment_method"
          : "requires_action",
    cardToken: request.cardToken,
    clientSecret: `${id}_secret_${randomId()}`,
    chargeId: behaviour.kind === "succeed" ? `ch_sbx_${randomId()}` : null,
    lastError: behaviour.kind === "decline" ? behaviour.message : null,
    metadata: request.metadata,
    createdAt: ctx.now,
  };
  await ctx.db.insert(sandboxPaymentIntents).values(intent);
  if (intent.status !== "requires_action") deliverSandboxEvent(ctx, intent, secret);
  return outcomeOf(intent);
}

async function authenticate(
  ctx: ServiceContext,
  paymentIntentId: string,
  userId: string,
  succeed: boolean,
  secret: string,
): Promise<void> {
  const [intent] = await ctx.db
    .update(sandboxPaymentIntents)
    .set(
      succeed
        ? { status: "succeeded", chargeId: `ch_sbx_${randomId()}` }
        : { status: "requires_payment_method", lastError: COMMERCE_MESSAGES.authenticationFailed },
    )
    .where(
      and(
        eq(sandboxPaymentIntents.id, paymentIntentId),
        eq(sandboxPaymentIntents.status, "requires_action"),
        sql`${sandboxPaymentIntents.metadata}->>'user_id' = ${userId}`,
      ),
    )
    .returning();
  // Another user's intent, or one not waiting for authentication, is not found.
  if (!intent) throw AppError.notFound();
  deliverSandboxEvent(ctx, intent, secret);
}

function outcomeOf(intent: SandboxIntent): ChargeOutcome {
  if (intent.status === "succeeded")
    return { status: "succeeded", paymentIntentId: intent.id, chargeId: intent.chargeId };
  if (intent.status === "requires_action") {
    return { status: "requires_action", paymentIntentId: intent.id, clientSecret: intent.clientSecret };
  }
  return { status: "declined", paymentIntentId: intent.id, message: intent.lastError ?? "Your card was declined." };
}

/** Derived from the app's secret, so a sandbox webhook cannot be forged by someone without it. */
export async function sandboxWebhookSecret(jwtSecret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`payment-sandbox:${jwtSecret}`));
  return `whsec_sandbox_${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
