import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchases, sandboxPaymentIntents } from "#db/schema/index";
import { ZCatalogue } from "#shared/schemas/commerce";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { type Buyer, insertDefinition, me, purchase, settled } from "../support/commerce-client";
import { signedInUser } from "../support/factories";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

async function buyer(): Promise<Buyer> {
  const { user, tokens } = await signedInUser(server);
  return { id: user.id, token: tokens.access_token };
}

const complete = (quantity = 1, cardStripeToken = "tok_visa") => ({
  product: "CompleteDocumentation",
  cardStripeToken,
  quantity,
});

describe("GET /api/packages", () => {
  it("serves the catalogue in the spec's entry shape, prices in dollars", async () => {
    const response = await call(server, "GET", "/api/packages");
    const { packages } = ZCatalogue.parse(response.body);
    expect(packages.map((item) => [item.id, item.name, item.price, item.developmentHours])).toEqual([
      ["rfp-free", "RFP Generator", 0, 0],
      ["complete-docs", "Complete Documentation", 199, 0],
      ["dev-week", "Development Week", 2250, 40],
      ["dev-hours", "Development Hours", 540, 10],
    ]);
    expect(packages[0]).toMatchObject({ popular: true, badge: "Free" });
    expect(packages[1]).toMatchObject({ recommended: true, badge: "Most Popular" });
  });
});

describe("the free package", () => {
  it("is activated once: empty token, quantity 1; a second time is 409", async () => {
    const user = await buyer();
    const first = await purchase(server, user, { product: "RFPGenerator", cardStripeToken: "", quantity: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, purchase: { amount: 0, status: "succeeded" } });
    expect(await me(server, user)).toMatchObject({ rfpGeneratorPackages: 1, rfpGeneratorPackagesUsed: 0 });
    const again = await purchase(server, user, { product: "RFP Generator", cardStripeToken: "", quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You already have the free RFP Generator package");
    expect((await me(server, user)).rfpGeneratorPackages).toBe(1);
  });

  it("is refused with a quantity other than 1, and activated once when requests race", async () => {
    const user = await buyer();
    expect((await purchase(server, user, { product: "RFPGenerator", quantity: 2 })).status).toBe(400);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        purchase(server, user, { product: "RFPGenerator", quantity: 1 }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
  });
});

describe("POST /api/purchases (paid packages, the payment sandbox)", () => {
  it("charges the catalogue price x quantity, ignoring any price the client sends, and credits at once", async () => {
    const user = await buyer();
    const response = await purchase(server, user, { ...complete(2), price: 1, amount: 1, total: 0.01 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      requiresAction: false,
      purchase: { amount: 398, quantity: 2 },
    });
    const [intent] = await server.handle.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, `purchase-${response.body.purchase.id}`));
    expect(intent?.amount).toBe(39_800);
    expect(await me(server, user)).toMatchObject({ completeDocumentationPackages: 2 });
  });

  it("answers at /api/Purchases too (the spec's path)", async () => {
    const user = await buyer();
    const response = await post(server, "/api/Purchases", complete(), bearer(user.token));
    expect(response.status).toBe(200);
  });

  it.each([
    [0, "Quantity must be at least 1"],
    [101, "Quantity must be at most 100"],
    [1.5, "Quantity must be a whole number"],
    ["2", "Quantity must be a whole number"],
  ])("refuses quantity %j with 400", async (quantity, message) => {
    const user = await buyer();
    const response = await purchase(server, user, { ...complete(), quantity });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);
  });

  it("refuses an unknown product, a missing card and an unknown token with 400", async () => {
    const user = await buyer();
    expect((await purchase(server, user, { product: "Gold", cardStripeToken: "tok_visa", quantity: 1 })).status).toBe(
      400,
    );
    expect((await purchase(server, user, complete(1, ""))).status).toBe(400);
    const unknown = await purchase(server, user, complete(1, "tok_nonsense"));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("No such token: 'tok_nonsense'");
  });

  it.each([
    ["tok_chargeDeclined", "Your card was declined."],
    ["tok_chargeDeclinedInsufficientFunds", "Your card has insufficient funds."],
  ])("answers a decline (%s) with 402 and Stripe's message, crediting nothing", async (token, message) => {
    const user = await buyer();
    const response = await purchase(server, user, { product: "DevelopmentHours", cardStripeToken: token, quantity: 1 });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ success: false, message });
    const after = await me(server, user);
    expect(after).toMatchObject({ developmentHoursPackages: 0, developmentHours: 0 });
  });

  it("needs a signed-in user", async () => {
    expect((await post(server, "/api/purchases", complete())).status).toBe(401);
  });

  it("refuses another user's definition as if it did not exist", async () => {
    const owner = await buyer();
    const definitionId = await insertDefinition(server, owner.id);
    const stranger = await buyer();
    const response = await purchase(server, stranger, { ...complete(), definitionId });
    expect(response.status).toBe(404);
    expect((await purchase(server, owner, { ...complete(), definitionId })).status).toBe(200);
  });

  it("credits hour packages as hours x quantity", async () => {
    const user = await buyer();
    await purchase(server, user, { product: "DevelopmentHours", cardStripeToken: "tok_mastercard", quantity: 3 });
    await purchase(server, user, { product: "DevelopmentWeek", cardStripeToken: "tok_visa", quantity: 1 });
    expect(await me(server, user)).toMatchObject({
      developmentHoursPackages: 3,
      developmentWeekPackages: 1,
      developmentHours: 36,
      developmentWeekHours: 50,
      developmentHoursUsed: 0,
    });
  });
});

describe("Idempotency-Key", () => {
  it("gives the same result for the same key and body, with one PaymentIntent and one credit", async () => {
    const user = await buyer();
    const first = await purchase(server, user, complete(), "order-1");
    const second = await purchase(server, user, complete(), "order-1");
    expect(second.status).toBe(first.status);
    expect(second.body.purchase.id).toBe(first.body.purchase.id);
    const [intents] = await server.handle.db
      .select({ n: count() })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, `purchase-${first.body.purchase.id}`));
    expect(intents?.n).toBe(1);
    expect((await me(server, user)).completeDocumentationPackages).toBe(1);
  });

  it("holds when the same request arrives twenty times at once", async () => {
    const user = await buyer();
    const results = await Promise.all(Array.from({ length: 20 }, () => purchase(server, user, complete(), "burst-1")));
    expect(new Set(results.map((result) => result.body.purchase.id)).size).toBe(1);
    expect((await me(server, user)).completeDocumentationPackages).toBe(1);
    const [rows] = await server.handle.db.select({ n: count() }).from(purchases).where(eq(purchases.userId, user.id));
    expect(rows?.n).toBe(1);
  });

  it("replays a decline as the same 402", async () => {
    const user = await buyer();
    const first = await purchase(server, user, complete(1, "tok_chargeDeclined"), "declined-1");
    const second = await purchase(server, user, complete(1, "tok_chargeDeclined"), "declined-1");
    expect([first.status, second.status]).toEqual([402, 402]);
    expect(second.body.message).toBe(first.body.message);
  });

  it("refuses the same key with another body (409), charging nothing new", async () => {
    const user = await buyer();
    await purchase(server, user, complete(1), "order-2");
    const other = await purchase(server, user, complete(3), "order-2");
    expect(other.status).toBe(409);
    expect((await me(server, user)).completeDocumentationPackages).toBe(1);
  });

  it("refuses a key with other characters (400), through REST and tRPC alike", async () => {
    const user = await buyer();
    const rest = await purchase(server, user, complete(), "has space");
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe("Idempotency-Key must be 1 to 255 letters, digits or . _ : -");
    const trpc = await server.fetch("/trpc/purchases.create", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(user.token) },
      body: JSON.stringify({ ...complete(), idempotencyKey: "has space" }),
    });
    expect(trpc.status).toBe(400);
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);
  });

  it("belongs to one user: another user's same key is a new purchase", async () => {
    const [a, b] = [await buyer(), await buyer()];
    const first = await purchase(server, a, complete(), "shared-key");
    const second = await purchase(server, b, complete(), "shared-key");
    expect(second.body.purchase.id).not.toBe(first.body.purchase.id);
    expect((await me(server, b)).completeDocumentationPackages).toBe(1);
  });
});

describe("3-D Secure", () => {
  const authenticate = (user: Buyer, paymentIntentId: string, succeed: boolean) =>
    post(server, `/api/sandbox/payment_intents/${paymentIntentId}/authenticate`, { succeed }, bearer(user.token));

  it("answers 202 with the client secret, and the webhook completes the purchase after authentication", async () => {
    const user = await buyer();
    const response = await purchase(server, user, complete(1, "tok_threeDSecure2Required"));
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      success: false,
      requiresAction: true,
      purchase: { status: "requires_action" },
    });
    expect(String(response.body.clientSecret)).toMatch(/^pi_sbx_\w+_secret_\w+$/);
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);

    const stranger = await buyer();
    expect((await authenticate(stranger, String(response.body.paymentIntentId), true)).status).toBe(404);

    expect((await authenticate(user, String(response.body.paymentIntentId), true)).status).toBe(200);
    expect(await settled(server, user, response.body.purchase.id)).toBe("succeeded");
    expect((await me(server, user)).completeDocumentationPackages).toBe(1);
  });

  it("fails the purchase when authentication fails", async () => {
    const user = await buyer();
    const response = await purchase(server, user, complete(1, "tok_threeDSecure2Required"));
    await authenticate(user, String(response.body.paymentIntentId), false);
    expect(await settled(server, user, response.body.purchase.id)).toBe("failed");
    expect((await me(server, user)).completeDocumentationPackages).toBe(0);
  });
});

describe("tRPC purchases.create", () => {
  it("runs the same service", async () => {
    const user = await buyer();
    const response = await server.fetch("/trpc/purchases.create", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(user.token) },
      body: JSON.stringify({ ...complete(), idempotencyKey: "trpc-1" }),
    });
    expect(response.status).toBe(200);
    expect((await me(server, user)).completeDocumentationPackages).toBe(1);
  });
});
