import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAttempts } from "../../db/schema";
import { ZLoginResponse } from "../../shared/schemas/auth";
import { pruneExpiredCredentials } from "../../worker/services/maintenance/prune-expired-credentials";
import { type ApiServer, startApiServer } from "../support/api-server";
import { createUser, jwtPart, login, PASSWORD, post, postFrom, uniqueEmail } from "../support/auth-client";
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

  it("refuses the 11th failed attempt for one email with 429 from any address, even with the right password", async () => {
    freshWindow();
    const user = await createUser(server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postFrom(server, `127.0.1.${attempt}`, "/api/connect/login", {
        username: user.email,
        password: `Wrong-${attempt}!a`,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await postFrom(server, "127.0.1.99", "/api/connect/login", {
      username: user.email,
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: "Too many login attempts. Please wait a few minutes before trying again.",
      error: { code: "429", message: "Too many login attempts. Please wait a few minutes before trying again." },
    });
    clock.advance(15 * MINUTE + 1000);
    expect((await login(server, user.email)).access_token).toBeTruthy();
  });

  it("refuses the 11th failed attempt from one address across emails; other addresses go on", async () => {
    freshWindow();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postFrom(server, "127.0.2.1", "/api/connect/login", {
        username: uniqueEmail(),
        password: PASSWORD,
      });
      expect(response.status).toBe(401);
    }
    const user = await createUser(server);
    const credentials = { username: user.email, password: PASSWORD };
    expect((await postFrom(server, "127.0.2.1", "/api/connect/login", credentials)).status).toBe(429);
    expect((await postFrom(server, "127.0.2.2", "/api/connect/login", credentials)).status).toBe(200);
  });

  it("holds the limit when the attempts arrive all at once", async () => {
    freshWindow();
    const user = await createUser(server);
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        postFrom(server, `127.0.3.${index + 1}`, "/api/connect/login", {
          username: user.email,
          password: `Wrong-${index}!a`,
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("forgets an email's failures after a successful sign-in", async () => {
    freshWindow();
    const user = await createUser(server);
    const fail = (address: string) =>
      postFrom(server, address, "/api/connect/login", { username: user.email, password: "Wrong-pass1!" });
    for (let attempt = 1; attempt <= 8; attempt++) expect((await fail(`127.0.4.${attempt}`)).status).toBe(401);
    await login(server, user.email);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await fail(`127.0.5.${attempt}`)).status).toBe(401);
    expect((await fail("127.0.5.99")).status).toBe(429);
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
