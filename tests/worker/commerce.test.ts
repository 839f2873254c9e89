import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ZLoginResponse } from "#shared/schemas/auth";
import { intent, signedEvent } from "../support/stripe-events";
import { type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in";
import { isErrorLog, productionBindings, type RunningWorker, startWorker } from "./start-worker";

/**
 * Payments on the Workers build: the Stripe SDK's fetch client reaching (a stand-in of) Stripe from
 * workerd, and webhook signatures checked with workerd's WebCrypto.
 */
const WEBHOOK_SECRET = "whsec_workerlayer";
let worker: RunningWorker;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  worker = await startWorker(productionBindings({ STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }));
});

afterAll(async () => {
  await worker?.dispose();
  await stripe?.close();
});

afterEach(() => {
  expect(worker.takeLogs().filter(isErrorLog)).toEqual([]);
});

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  worker.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.9", ...headers },
    body: JSON.stringify(body),
  });

async function signedIn(): Promise<string> {
  const email = `buyer-${crypto.randomUUID()}@example.com`;
  const password = "Buy3r-pass!";
  await json("/api/users", { email, password, firstName: "Buyer" });
  const login = await json("/api/connect/login", { username: email, password });
  return ZLoginResponse.parse(await login.json()).access_token;
}

async function owned(token: string) {
  const response = await worker.fetch("/api/users/me", { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as Record<string, number>;
}

describe("payments on workerd", () => {
  it("charges through Stripe's API and credits the package", async () => {
    const token = await signedIn();
    const response = await json(
      "/api/purchases",
      { product: "CompleteDocumentation", cardStripeToken: "tok_visa", quantity: 1 },
      { Authorization: `Bearer ${token}`, "Idempotency-Key": "workerd-1" },
    );
    expect(response.status).toBe(200);
    expect(stripe.requests.some((request) => request.path === "/v1/payment_intents")).toBe(true);
    expect((await owned(token)).completeDocumentationPackages).toBe(1);
  });

  it("completes a 3-D Secure purchase from a signed webhook, and refuses a bad signature", async () => {
    const token = await signedIn();
    const response = await json(
      "/api/purchases",
      { product: "DevelopmentHours", cardStripeToken: "tok_threeDSecure2Required", quantity: 1 },
      { Authorization: `Bearer ${token}` },
    );
    expect(response.status).toBe(202);
    const body = (await response.json()) as { purchase: { id: string }; paymentIntentId: string };
    const event = await signedEvent(
      WEBHOOK_SECRET,
      "payment_intent.succeeded",
      intent(body.purchase.id, "succeeded", { id: body.paymentIntentId, amount: 54_000 }),
    );
    const forged = await worker.fetch("/api/stripe/webhook", {
      method: "POST",
      headers: {
        "Stripe-Signature": event.signature.replace(/v1=(\w)/, (_, c: string) => `v1=${c === "0" ? "1" : "0"}`),
      },
      body: event.payload,
    });
    expect(forged.status).toBe(400);
    const delivered = await worker.fetch("/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": event.signature },
      body: event.payload,
    });
    expect(delivered.status).toBe(200);
    expect(await owned(token)).toMatchObject({ developmentHoursPackages: 1, developmentHours: 12 });
  });
});
