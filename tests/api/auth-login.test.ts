import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAttempts } from "#db/schema/index";
import { pruneExpiredCredentials } from "#services/maintenance/prune-expired-credentials";
import { ZLoginResponse } from "#shared/schemas/auth";
import { type ApiServer, startApiServer } from "../support/api-server";
import { createUser, jwtPart, PASSWORD, post, postFrom, uniqueEmail } from "../support/auth-client";
import { DAY, MINUTE, testClock } from "../support/test-clock";

const clock = testClock();
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

/** Every test starts with fresh rate-limit windows (all requests here come from one address). */
const freshWindow = () => clock.advance(16 * MINUTE);

describe("POST /api/connect/login", () => {
  it("signs in with the email as username, in any letter case", async () => {
    freshWindow();
    const user = await createUser(server, { firstName: "Grace" });
    const response = await post(server, "/api/connect/login", {
      username: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    const body = ZLoginResponse.parse(response.body);
    expect(body.expires_in).toBe(900);
    expect(jwtPart(body.access_token, 0)).toMatchObject({ alg: "HS256" });
    const claims = jwtPart(body.access_token, 1);
    expect(claims).toMatchObject({
      sub: user.id,
      email: user.email,
      given_name: "Grace",
      unique_name: user.email,
      iss: "specwright",
      aud: "specwright-api",
      type: "access",
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it("answers an unknown email and a wrong password identically", async () => {
    freshWindow();
    const user = await createUser(server);
    const unknown = await post(server, "/api/connect/login", { username: uniqueEmail(), password: PASSWORD });
    const wrong = await post(server, "/api/connect/login", { username: user.email, password: "Wrong-pass1!" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ message: "Invalid credentials. Please check your email and password." });
  });

  it("blocks an account at one address after 10 failures in 15 minutes, even with the right password", async () => {
    freshWindow();
    const user = await createUser(server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postFrom(server, "127.0.1.1", "/api/connect/login", {
        username: user.email,
        password: `Wrong-${attempt}!a`,
      });
      expect(response.status).toBe(401);
    }
    const right = { username: user.email, password: PASSWORD };
    const blocked = await postFrom(server, "127.0.1.1", "/api/connect/login", right);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: "Too many login attempts. Please wait a few minutes before trying again.",
      error: {
        code: "LOGIN_ERROR",
        message: "Too many login attempts. Please wait a few minutes before trying again.",
        details: { key: "tooManyLogins", retryAfter: 15 * 60 },
      },
    });
    // It says when to ask again: when the oldest of the 10 failures leaves the 15 minutes.
    expect(blocked.headers.get("retry-after")).toBe(String(15 * 60));
    // The account itself is not locked: its owner signs in from another address.
    expect((await postFrom(server, "127.0.1.2", "/api/connect/login", right)).status).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await postFrom(server, "127.0.1.1", "/api/connect/login", right)).status).toBe(200);
  });

  it("never lets one account's failures refuse another account's right password from the same address", async () => {
    freshWindow();
    const guessed = await createUser(server);
    for (let attempt = 1; attempt <= 12; attempt++) {
      await postFrom(server, "127.0.2.1", "/api/connect/login", { username: guessed.email, password: "Wrong-pass1!" });
    }
    const colleague = await createUser(server);
    const response = await postFrom(server, "127.0.2.1", "/api/connect/login", {
      username: colleague.email,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
  });

  it("signs in twenty concurrent right passwords of one user, none refused", async () => {
    freshWindow();
    const user = await createUser(server);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postFrom(server, "127.0.6.1", "/api/connect/login", { username: user.email, password: PASSWORD }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it("holds the limit when the guesses of one account from one address arrive all at once", async () => {
    freshWindow();
    const user = await createUser(server);
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        postFrom(server, "127.0.3.1", "/api/connect/login", {
          username: user.email,
          password: `Wrong-${index}!a`,
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("blocks an address after 100 failures across accounts in an hour; other addresses go on", async () => {
    freshWindow();
    for (let attempt = 1; attempt <= 100; attempt++) {
      const response = await postFrom(server, "127.0.7.1", "/api/connect/login", {
        username: uniqueEmail(),
        password: "Wrong-pass1!",
      });
      expect(response.status).toBe(401);
    }
    const user = await createUser(server);
    const credentials = { username: user.email, password: PASSWORD };
    expect((await postFrom(server, "127.0.7.1", "/api/connect/login", credentials)).status).toBe(429);
    expect((await postFrom(server, "127.0.7.2", "/api/connect/login", credentials)).status).toBe(200);
    clock.advance(60 * MINUTE + 1000);
    expect((await postFrom(server, "127.0.7.1", "/api/connect/login", credentials)).status).toBe(200);
    // 100 password checks (PBKDF2, 100k iterations each): bounded by count, so its time is the machine's.
  }, 180_000);

  it("forgets an account's failures at an address after a right password there", async () => {
    freshWindow();
    const user = await createUser(server);
    const fail = () =>
      postFrom(server, "127.0.4.1", "/api/connect/login", { username: user.email, password: "Wrong-pass1!" });
    for (let attempt = 1; attempt <= 8; attempt++) expect((await fail()).status).toBe(401);
    expect(
      (await postFrom(server, "127.0.4.1", "/api/connect/login", { username: user.email, password: PASSWORD })).status,
    ).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(429);
  });

  it("refuses a missing username or password with 400", async () => {
    freshWindow();
    const response = await post(server, "/api/connect/login", { username: "a@example.com" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
  });

  it("keeps failed attempts only while a window can count them (the monthly clean-up deletes older ones)", async () => {
    freshWindow();
    await post(server, "/api/connect/login", { username: uniqueEmail(), password: "Wrong-pass1!" });
    const pending = await server.handle.db.select().from(authAttempts);
    expect(pending.length).toBeGreaterThan(0);
    const result = await pruneExpiredCredentials({
      db: server.handle.db,
      now: new Date(clock.now().getTime() + DAY + MINUTE),
    });
    expect(result.authAttempts).toBe(pending.length);
    expect(await server.handle.db.select().from(authAttempts)).toEqual([]);
  });
});
