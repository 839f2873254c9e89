import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import { call, post } from "../support/auth-client";
import { type Buyer, me, purchase } from "../support/commerce-client";
import { signedInUser } from "../support/factories";
import { intent, signedEvent } from "../support/stripe-events";
import { type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in";

const WEBHOOK_SECRET = "whsec_standin_secret";
let stripe: StripeStandIn;
let server: ApiServer;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startApiServer({
    env: {
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

async function buyer(): Promise<Buyer> {
  const { user, tokens } = await signedInUser(server);
  return { id: user.id, token: tokens.access_token };
}

const requestsFor = (purchaseId: string) =>
  stripe.requests.filter((request) => request.headers["idempotency-key"]?.startsWith(`purchase-${purchaseId}`));

describe("the Stripe adapter (against a local stand-in of Stripe's API)", () => {
  it("creates a PaymentMethod from the token, then a confirmed PaymentIntent, form-encoded with idempotency keys", async () => {
    const user = await buyer();
    const response = await purchase(server, user, {
      product: "CompleteDocumentation",
      cardStripeToken: "tok_visa",
      quantity: 2,
    });
    expect(response.status).toBe(200);
    const id = response.body.purchase.id;
    const [method, paymentIntent] = requestsFor(id);
    expect(method?.path).toBe("/v1/payment_methods");
    expect(method?.headers).toMatchObject({
      authorization: "Bearer sk_test_standin",
      "idempotency-key": `purchase-${id}-method`,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(Object.fromEntries(method?.form ?? [])).toEqual({ type: "card", "card[token]": "tok_visa" });
    expect(paymentIntent?.path).toBe("/v1/payment_intents");
    expect(paymentIntent?.headers["idempotency-key"]).toBe(`purchase-${id}`);
    expect(Object.fromEntries(paymentIntent?.form ?? [])).toMatchObject({
      amount: "39800",
      currency: "usd",
      confirm: "true",
      payment_method: expect.stringMatching(/^pm_[a-z0-9]+_tok_visa$/),
      "metadata[purchase_id]": id,
      "metadata[user_id]": user.id,
    });
    expect((await me(server, user)).completeDocumentationPackages).toBe(2);
  });

  it("answers a card error with 402 and Stripe's message", async () => {
    const user = await buyer();
    const response = await purchase(server, user, {
      product: "DevelopmentHours",
      cardStripeToken: "tok_chargeDeclined",
    });
    expect(response.status).toBe(402);
    expect(response.body.message).toBe("Your card was declined.");
    expect((await me(server, user)).developmentHours).toBe(0);
  });

  it("hands back the client secret when the card needs 3-D Secure, and the signed webhook completes it", async () => {
    const user = await buyer();
    const response = await purchase(server, user, {
      product: "CompleteDocumentation",
      cardStripeToken: "tok_threeDSecure2Required",
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      requiresAction: true,
      clientSecret: expect.stringMatching(/_secret_standin$/),
    });
    const event = await signedEvent(
      WEBHOOK_SECRET,
      "payment_intent.succeeded",
      intent(response.body.purchase.id, "succeeded", { id: response.body.paymentIntentId }),
    );
    const delivered = await server.fetch("/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": event.signature },
      body: event.payload,
    });
    expect(delivered.status).toBe(200);
    expect((await me(server, user)).completeDocumentationPackages).toBe(1);
  });

  it("answers an unknown token with 400 and an outage with 502, keeping the purchase for a retry", async () => {
    const user = await buyer();
    const unknown = await purchase(server, user, { product: "CompleteDocumentation", cardStripeToken: "tok_unknown" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("No such token: 'tok_unknown'");
    const outage = await purchase(
      server,
      user,
      { product: "CompleteDocumentation", cardStripeToken: "tok_outage" },
      "retry-me",
    );
    expect(outage.status).toBe(502);
    expect(outage.body.message).toBe("The payment could not be processed. Please try again.");
    const again = await purchase(
      server,
      user,
      { product: "CompleteDocumentation", cardStripeToken: "tok_outage" },
      "retry-me",
    );
    expect(again.status).toBe(502);
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);
  });

  it("tells the browser to use Stripe Elements with the publishable key; the sandbox's route is absent", async () => {
    expect((await call(server, "GET", "/api/client-config")).body).toMatchObject({
      payments: { mode: "stripe", publishableKey: "pk_test_standin" },
    });
    const user = await buyer();
    const sandbox = await post(
      server,
      "/api/sandbox/payment_intents/pi_sbx_1/authenticate",
      { succeed: true },
      {
        Authorization: `Bearer ${user.token}`,
      },
    );
    expect(sandbox.status).toBe(404);
  });
});
