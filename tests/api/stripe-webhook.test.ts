import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxWebhookSecret } from "#adapters/payments/sandbox-payments";
import { definitions, hourBlocks, hourEntries, purchases, stripeEvents } from "#db/schema/index";
import { type ApiServer, startApiServer } from "../support/api-server";
import { type Buyer, insertDefinition, me, purchase } from "../support/commerce-client";
import { signedInUser } from "../support/factories";
import { intent, signedEvent, signPayload } from "../support/stripe-events";
import { testConfig } from "../support/test-config";

let server: ApiServer;
let secret: string;
beforeAll(async () => {
  server = await startApiServer({ env: { OPERATOR_API_KEY: "operator-key-for-tests-0123456789abcdef" } });
  secret = await sandboxWebhookSecret(testConfig().jwtSecret);
});
afterAll(() => server.close());

async function buyer(): Promise<Buyer> {
  const { user, tokens } = await signedInUser(server);
  return { id: user.id, token: tokens.access_token };
}

function deliver(payload: string, signature?: string) {
  return server.fetch("/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body: payload,
  });
}

/** A purchase waiting for its payment: the 3-D Secure card leaves it for the webhook to finish. */
async function waitingPurchase(user: Buyer, product = "CompleteDocumentation") {
  const response = await purchase(server, user, { product, cardStripeToken: "tok_threeDSecure2Required", quantity: 1 });
  expect(response.status).toBe(202);
  return response.body.purchase.id;
}

const statusOf = async (id: string) =>
  (await server.handle.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id)))[0]?.status;

describe("POST /api/stripe/webhook: signatures", () => {
  it("accepts a valid signature and answers 200", async () => {
    const user = await buyer();
    const id = await waitingPurchase(user);
    const event = await signedEvent(secret, "payment_intent.succeeded", intent(id, "succeeded"));
    const response = await deliver(event.payload, event.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: "applied" });
    expect((await me(server, user)).completeDocumentationPackages).toBe(1);
  });

  it("refuses one changed byte, a 301-second-old timestamp, a wrong secret and no header with 400", async () => {
    const user = await buyer();
    const id = await waitingPurchase(user);
    const object = intent(id, "succeeded");
    const good = await signedEvent(secret, "payment_intent.succeeded", object);
    const old = await signedEvent(secret, "payment_intent.succeeded", object, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const wrong = await signedEvent("whsec_not_the_secret", "payment_intent.succeeded", object);
    const tampered = good.payload.replace('"succeeded"', '"succeedee"');
    for (const [payload, signature] of [
      [tampered, good.signature],
      [old.payload, old.signature],
      [wrong.payload, wrong.signature],
      [good.payload, undefined],
    ] as const) {
      const response = await deliver(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    }
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);
  });
});

describe("POST /api/stripe/webhook: what a signed event must hold", () => {
  it("refuses a signed but malformed event with 400 and changes nothing", async () => {
    const user = await buyer();
    const id = await waitingPurchase(user);
    for (const body of [
      { object: "event", type: "payment_intent.succeeded" },
      { id: "evt_x", data: null, type: 7 },
    ]) {
      const payload = JSON.stringify(body);
      // Signed as Stripe signs, so only its content is wrong.
      const { signature } = await signPayload(secret, payload);
      const response = await deliver(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    }
    expect(await statusOf(id)).toBe("requires_action");
  });

  it("credits nothing for a payment whose amount or currency differs from the purchase, and flags it", async () => {
    const user = await buyer();
    for (const wrong of [{ amount: 1 }, { currency: "jpy" }]) {
      const id = await waitingPurchase(user);
      const event = await signedEvent(secret, "payment_intent.succeeded", intent(id, "succeeded", wrong));
      const response = await deliver(event.payload, event.signature);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, result: "flagged" });
      const [row] = await server.handle.db.select().from(purchases).where(eq(purchases.id, id));
      expect(row?.status).toBe("requires_action");
      expect(row?.flaggedAt).toBeInstanceOf(Date);
    }
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);
  });
});

describe("POST /api/stripe/webhook: exactly once, in any order", () => {
  it("credits once when one event is delivered 20 times at once", async () => {
    const user = await buyer();
    const id = await waitingPurchase(user, "DevelopmentWeek");
    const event = await signedEvent(secret, "payment_intent.succeeded", intent(id, "succeeded", { amount: 225_000 }));
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event.payload, event.signature)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const results = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { result: string }).result),
    );
    expect(results.filter((result) => result === "applied")).toHaveLength(1);
    expect(await me(server, user)).toMatchObject({ developmentWeekPackages: 1, developmentWeekHours: 50 });
    expect(await server.handle.db.select().from(hourBlocks).where(eq(hourBlocks.purchaseId, id))).toHaveLength(1);
  });

  it("ends succeeded when the failure arrives after the success, and when it arrives before", async () => {
    const user = await buyer();
    const first = await waitingPurchase(user);
    for (const [type, status] of [
      ["payment_intent.succeeded", "succeeded"],
      ["payment_intent.payment_failed", "requires_payment_method"],
    ] as const) {
      const event = await signedEvent(secret, type, intent(first, status));
      await deliver(event.payload, event.signature);
    }
    expect(await statusOf(first)).toBe("succeeded");

    const second = await waitingPurchase(user);
    for (const [type, status] of [
      ["payment_intent.payment_failed", "requires_payment_method"],
      ["payment_intent.succeeded", "succeeded"],
    ] as const) {
      const event = await signedEvent(
        secret,
        type,
        intent(second, status, { last_payment_error: { message: "Declined" } }),
      );
      await deliver(event.payload, event.signature);
    }
    expect(await statusOf(second)).toBe("succeeded");
    expect((await me(server, user)).completeDocumentationPackages).toBe(2);
  });

  it("stays refunded when the success arrives after the refund", async () => {
    const user = await buyer();
    const id = await waitingPurchase(user);
    const paymentIntent = intent(id, "succeeded");
    const refund = await signedEvent(secret, "charge.refunded", {
      id: "ch_refund_first",
      object: "charge",
      payment_intent: paymentIntent.id,
      refunded: true,
    });
    // The purchase knows its intent from the 202 answer; the refund finds it by that id.
    await server.handle.db
      .update(purchases)
      .set({ stripePaymentIntentId: paymentIntent.id })
      .where(eq(purchases.id, id));
    await deliver(refund.payload, refund.signature);
    const success = await signedEvent(secret, "payment_intent.succeeded", paymentIntent);
    await deliver(success.payload, success.signature);
    expect(await statusOf(id)).toBe("refunded");
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);
  });

  it("ignores event types it does not handle, recording them once", async () => {
    const event = await signedEvent(secret, "customer.created", { id: "cus_1", object: "customer" });
    const response = await deliver(event.payload, event.signature);
    expect(await response.json()).toEqual({ received: true, result: "ignored" });
    const again = await deliver(event.payload, event.signature);
    expect(await again.json()).toEqual({ received: true, result: "duplicate" });
  });
});

describe("charge.refunded", () => {
  it("withdraws unused hours, flags used ones and the purchase, and removes the package from the counts", async () => {
    const user = await buyer();
    const response = await purchase(server, user, {
      product: "DevelopmentWeek",
      cardStripeToken: "tok_visa",
      quantity: 1,
    });
    const id = response.body.purchase.id;
    const definitionId = await insertDefinition(server, user.id);
    const spent = await server.fetch("/api/operator/hours", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer operator-key-for-tests-0123456789abcdef" },
      body: JSON.stringify({ user: user.id, definitionId, hours: 5, kind: "development", note: "kick-off" }),
    });
    expect(spent.status).toBe(201);
    const [row] = await server.handle.db.select().from(purchases).where(eq(purchases.id, id));

    const refund = await signedEvent(secret, "charge.refunded", {
      id: row?.stripeChargeId,
      object: "charge",
      payment_intent: row?.stripePaymentIntentId,
      refunded: true,
    });
    expect((await deliver(refund.payload, refund.signature)).status).toBe(200);

    const [after] = await server.handle.db.select().from(purchases).where(eq(purchases.id, id));
    expect(after?.status).toBe("refunded");
    expect(after?.flaggedAt).toBeInstanceOf(Date);
    const entries = await server.handle.db.select().from(hourEntries).where(eq(hourEntries.definitionId, definitionId));
    expect(entries.every((entry) => entry.flaggedAt instanceof Date)).toBe(true);
    expect(await me(server, user)).toMatchObject({
      developmentWeekPackages: 0,
      developmentWeekHours: 0,
      developmentHoursUsed: 5,
    });
    const events = await server.handle.db.select().from(stripeEvents).where(eq(stripeEvents.type, "charge.refunded"));
    expect(events.length).toBeGreaterThan(0);
  });
});

describe("a Complete Documentation purchase for a definition on the RFP package", () => {
  /** A definition started on the free RFP package, as the "Purchase Complete Package" card sees it. */
  async function rfpDefinition(user: Buyer) {
    expect((await purchase(server, user, { product: "RFPGenerator", quantity: 1 })).status).toBe(200);
    const started = await server.fetch("/api/conversations/init", {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ packageType: "rfpGeneratorPackages" }),
    });
    return ((await started.json()) as { sessionId: string }).sessionId;
  }
  const packageOf = async (id: string) =>
    (await server.handle.db.select().from(definitions).where(eq(definitions.id, id)))[0]?.packageType;

  it("moves the definition to the complete package when the card payment succeeds", async () => {
    const user = await buyer();
    const definitionId = await rfpDefinition(user);
    const response = await purchase(server, user, {
      product: "CompleteDocumentation",
      cardStripeToken: "tok_visa",
      quantity: 1,
      definitionId,
    });
    expect(response.status).toBe(200);
    expect(await packageOf(definitionId)).toBe("completeDocumentationPackages");
    // The purchase is used by the definition; the free RFP package is free again.
    expect(await me(server, user)).toMatchObject({
      completeDocumentationPackages: 1,
      completeDocumentationPackagesUsed: 1,
      rfpGeneratorPackagesUsed: 0,
    });
  });

  it("moves it once when 3-D Secure completes through a webhook delivered twice", async () => {
    const user = await buyer();
    const definitionId = await rfpDefinition(user);
    const response = await purchase(server, user, {
      product: "CompleteDocumentation",
      cardStripeToken: "tok_threeDSecure2Required",
      quantity: 1,
      definitionId,
    });
    expect(response.status).toBe(202);
    expect(await packageOf(definitionId)).toBe("rfpGeneratorPackages");
    const event = await signedEvent(secret, "payment_intent.succeeded", intent(response.body.purchase.id, "succeeded"));
    const results = [];
    for (let delivery = 0; delivery < 2; delivery++) {
      const delivered = await deliver(event.payload, event.signature);
      results.push(((await delivered.json()) as { result: string }).result);
    }
    expect(results).toEqual(["applied", "duplicate"]);
    expect(await packageOf(definitionId)).toBe("completeDocumentationPackages");
    expect(await me(server, user)).toMatchObject({
      completeDocumentationPackages: 1,
      completeDocumentationPackagesUsed: 1,
    });
  });
});
