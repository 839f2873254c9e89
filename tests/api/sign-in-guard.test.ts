import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import { call, createUser, PASSWORD, postFrom } from "../support/auth-client";
import { MINUTE, testClock } from "../support/test-clock";

/**
 * Distributed guessing (issue 29): 200 checked guesses against one account came from 20 addresses
 * in 17 s. Now 20 failures of an account in an hour, from anywhere, slow down every address the
 * account never signed in from to one try per 10 s, and the owner gets an email with a reset link;
 * the owner's own addresses still sign in at once. Right passwords are limited too: 30 a minute
 * per account and address.
 */
const clock = testClock();
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

const login = (address: string, username: string, password: string) =>
  postFrom(server, address, "/api/connect/login", { username, password });

type Outbox = { emails: { to: string; kind: string; text: string }[] };
async function guardMailsTo(email: string) {
  const { body } = await call<Outbox>(server, "GET", "/api/dev/outbox");
  return body.emails.filter((mail) => mail.to === email && mail.kind === "sign_in_guard");
}

describe("an account under guard", { timeout: 180_000 }, () => {
  it("slows strangers' addresses after 20 failures from 20 addresses, tells the owner, and lets the owner's address in", async () => {
    const user = await createUser(server);
    // The owner signs in once from home: that address is known.
    expect((await login("127.0.30.1", user.email, PASSWORD)).status).toBe(200);
    for (let guess = 0; guess < 20; guess++) {
      expect((await login(`127.0.31.${guess + 1}`, user.email, `Wrong-${guess}!a`)).status).toBe(401);
    }
    // A new address right after: refused before the password is checked, with the wait.
    const slowed = await login("127.0.31.200", user.email, `Wrong-x!a`);
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10);
    // Also with the right password: it is an address the account never used.
    expect((await login("127.0.31.201", user.email, PASSWORD)).status).toBe(429);
    // The owner's own address signs in at once.
    expect((await login("127.0.30.1", user.email, PASSWORD)).status).toBe(200);
    // After the delay one more try from a new address is checked (and fails), then the delay again.
    clock.advance(10_001);
    expect((await login("127.0.31.202", user.email, "Wrong-y!a")).status).toBe(401);
    expect((await login("127.0.31.203", user.email, "Wrong-z!a")).status).toBe(429);

    // One email to the owner, with a reset link, however many failures follow.
    let mails = await guardMailsTo(user.email);
    for (const startedAt = Date.now(); mails.length === 0 && Date.now() - startedAt < 20_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mails = await guardMailsTo(user.email);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/\/reset-password\?token=[\w-]{43}/);
  });

  it("answers the same for an email with no account, so the guard tells nothing", async () => {
    const stranger = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (let guess = 0; guess < 20; guess++) {
      expect((await login(`127.0.32.${guess + 1}`, stranger, `Wrong-${guess}!a`)).status).toBe(401);
    }
    expect((await login("127.0.32.200", stranger, "Wrong-x!a")).status).toBe(429);
  });

  it("limits right passwords to 30 a minute per account and address", async () => {
    clock.advance(2 * MINUTE);
    const user = await createUser(server);
    for (let signIn = 0; signIn < 30; signIn++) {
      expect((await login("127.0.33.1", user.email, PASSWORD)).status).toBe(200);
    }
    const refused = await login("127.0.33.1", user.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("127.0.33.2", user.email, PASSWORD)).status).toBe(200);
    clock.advance(MINUTE);
    expect((await login("127.0.33.1", user.email, PASSWORD)).status).toBe(200);
  });
});
