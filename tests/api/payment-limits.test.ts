import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchases } from "#db/schema/index";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, postFrom } from "../support/auth-client";
import { openSession, signedInUser } from "../support/factories";
import { HOUR, testClock } from "../support/test-clock";

/**
 * Card testing (issue 29): one account made 60 declined purchases in a row, all sent to the payment
 * provider. Now 5 declines an hour, or 20 unfinished payments a day, per account and per address,
 * and the next payment is refused with 429 before it reaches the provider. Successes never count.
 */
const clock = testClock();
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({
    clock: clock.now,
    env: { PAYMENT_DECLINES_PER_HOUR: "5", PAYMENT_ATTEMPTS_PER_DAY: "20" },
  });
});
afterAll(() => server.close());

async function account() {
  const { user, tokens } = await signedInUser(server);
  return { id: user.id, user, auth: bearer(tokens.access_token) };
}

const pay = (who: { auth: Record<string, string> }, address: string, card: string) =>
  postFrom(
    server,
    address,
    "/api/purchases",
    { product: "CompleteDocumentation", cardStripeToken: card, quantity: 1 },
    who.auth,
  );

async function purchasesOf(userId: string): Promise<number> {
  const [row] = await server.handle.db.select({ n: count() }).from(purchases).where(eq(purchases.userId, userId));
  return row?.n ?? 0;
}

describe("payment attempts", () => {
  it("refuses the payment after 5 declines in an hour with 429 and Retry-After, even with a good card; an hour later it goes on", async () => {
    const buyer = await account();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await pay(buyer, "127.0.11.1", "tok_chargeDeclined")).status).toBe(402);
    }
    const refused = await pay(buyer, "127.0.11.1", "tok_visa");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: { details: { key: "tooManyPaymentAttempts" } } });
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    // Refused before anything was created or sent to the provider.
    expect(await purchasesOf(buyer.id)).toBe(5);
    clock.advance(HOUR + 1000);
    const again = { auth: bearer((await openSession(server, buyer.user)).access_token) };
    expect((await pay(again, "127.0.11.1", "tok_visa")).status).toBe(200);
  });

  it("counts per account across addresses and per address across accounts", async () => {
    const tester = await account();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await pay(tester, `127.0.12.${attempt + 1}`, "tok_chargeDeclined")).status).toBe(402);
    }
    expect((await pay(tester, "127.0.12.99", "tok_visa")).status).toBe(429);

    const first = await account();
    const second = await account();
    for (let attempt = 0; attempt < 5; attempt++) {
      const who = attempt % 2 === 0 ? first : second;
      expect((await pay(who, "127.0.13.1", "tok_chargeDeclined")).status).toBe(402);
    }
    const newcomer = await account();
    expect((await pay(newcomer, "127.0.13.1", "tok_visa")).status).toBe(429);
    expect((await pay(newcomer, "127.0.13.2", "tok_visa")).status).toBe(200);
  });

  it("refuses after 20 unfinished payments in a day (3-D Secure never completed)", async () => {
    clock.advance(2 * HOUR);
    const buyer = await account();
    for (let attempt = 0; attempt < 20; attempt++) {
      const started = await pay(buyer, "127.0.14.1", "tok_threeDSecure2Required");
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ requiresAction: true });
    }
    expect((await pay(buyer, "127.0.14.1", "tok_visa")).status).toBe(429);
  });

  it("never refuses payments that succeed: 25 in a row", { timeout: 120_000 }, async () => {
    const buyer = await account();
    for (let attempt = 0; attempt < 25; attempt++) {
      expect((await pay(buyer, "127.0.15.1", "tok_visa")).status).toBe(200);
    }
  });
});
