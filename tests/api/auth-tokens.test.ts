import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, jwtPart, post, signedInUser, type Tokens } from "../support/auth-client";
import { DAY, MINUTE, testClock } from "../support/test-clock";

const clock = testClock();
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

const me = (token: string) => call(server, "GET", "/api/users/me", undefined, bearer(token));
const refresh = (refreshToken: string) => post<Tokens>(server, "/api/connect/refresh", { refreshToken });

describe("access tokens", () => {
  it("open GET /api/users/me, and nothing opens it without one", async () => {
    const { user, tokens } = await signedInUser(server);
    expect((await me(tokens.access_token)).body).toMatchObject({ id: user.id, email: user.email });
    const anonymous = await call(server, "GET", "/api/users/me");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, error: { code: "401" } });
  });

  it("are refused when unsigned (alg none), signed with another key, expired, or not access tokens", async () => {
    const { tokens } = await signedInUser(server);
    const claims = jwtPart(tokens.access_token, 1);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-123456"));
    const wrongType = await new SignJWT({ ...claims, type: "refresh" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(server.deps.config.jwtSecret));
    for (const token of [unsigned, otherKey, wrongType, tokens.refresh_token, "garbage"]) {
      expect((await me(token)).status, token).toBe(401);
    }
    clock.advance(15 * MINUTE + 1000);
    expect((await me(tokens.access_token)).status).toBe(401);
  });

  it("accept the same token again with a well-formed key of the right kind (control for the test above)", async () => {
    const { tokens } = await signedInUser(server);
    const resigned = await new SignJWT(jwtPart(tokens.access_token, 1))
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(server.deps.config.jwtSecret));
    expect((await me(resigned)).status).toBe(200);
  });
});

describe("POST /api/connect/refresh", () => {
  it("rotates: R0 -> R1; replaying R0 after the grace window is refused and revokes R1 and the session's access tokens", async () => {
    const { tokens } = await signedInUser(server);
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, expires_in: 900, token_type: "Bearer" });
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(first.body.access_token)).status).toBe(200);

    clock.advance(10_001);
    const replay = await refresh(tokens.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, error: { code: "401" } });
    expect((await refresh(first.body.refresh_token)).status).toBe(401);
    expect((await me(first.body.access_token)).status).toBe(401);
  });

  it("gives twenty concurrent uses of one token (tabs waking together) the same successor, and keeps the session", async () => {
    const { tokens } = await signedInUser(server);
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(tokens.refresh_token)));
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const successors = new Set(results.map((result) => result.body.refresh_token));
    expect(successors.size).toBe(1);
    for (const result of results) expect((await me(result.body.access_token)).status).toBe(200);
    const [successor] = successors;
    expect((await refresh(successor as string)).status).toBe(200);
  });

  it("answers a reuse within 10 seconds with the same successor, not a new one", async () => {
    const { tokens } = await signedInUser(server);
    const first = await refresh(tokens.refresh_token);
    clock.advance(9_000);
    const again = await refresh(tokens.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
  });

  it("treats an older token within the window as reuse once its successor was rotated (T1 -> T2 -> T3, then T1)", async () => {
    const { tokens } = await signedInUser(server);
    const second = await refresh(tokens.refresh_token);
    clock.advance(2_000);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    clock.advance(2_000);
    const replay = await refresh(tokens.refresh_token);
    expect(replay.status).toBe(401);
    expect((await refresh(third.body.refresh_token)).status).toBe(401);
    expect((await me(third.body.access_token)).status).toBe(401);
  });

  it("refuses an access token, an unknown token and a missing one", async () => {
    const { tokens } = await signedInUser(server);
    expect((await refresh(tokens.access_token)).status).toBe(401);
    expect((await refresh("x".repeat(43))).status).toBe(401);
    const missing = await post(server, "/api/connect/refresh", {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Refresh token is required");
  });

  it("ends a session left unused for 7 days", async () => {
    const { tokens } = await signedInUser(server);
    clock.advance(7 * DAY + MINUTE);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it("ends every session 30 days after sign-in, however often it is refreshed", async () => {
    const { tokens } = await signedInUser(server);
    let current = tokens.refresh_token;
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY);
      const next = await refresh(current);
      expect(next.status, `day ${day}`).toBe(200);
      current = next.body.refresh_token;
    }
    clock.advance(6 * DAY);
    expect((await refresh(current)).status).toBe(401);
  });
});

describe("POST /api/connect/logout", () => {
  it("revokes the refresh token's family and that sign-in's access tokens, and no other session", async () => {
    const { user, tokens } = await signedInUser(server);
    const other = await post<Tokens>(server, "/api/connect/login", { username: user.email, password: user.password });
    const rotated = await refresh(tokens.refresh_token);

    const response = await post(server, "/api/connect/logout", { refreshToken: tokens.refresh_token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
    expect((await me(rotated.body.access_token)).status).toBe(401);
    expect((await me(other.body.access_token)).status).toBe(200);
  });

  it("answers the same for a token it does not know", async () => {
    const response = await post(server, "/api/connect/logout", { refreshToken: "unknown-token" });
    expect(response.status).toBe(200);
  });
});

describe("tRPC with a bearer token", () => {
  it("users.me answers for a valid token and is UNAUTHORIZED without one", async () => {
    const { user, tokens } = await signedInUser(server);
    const ok = await server.fetch("/trpc/users.me", { headers: bearer(tokens.access_token) });
    expect(((await ok.json()) as { result: { data: { id: string } } }).result.data.id).toBe(user.id);
    const anonymous = await server.fetch("/trpc/users.me");
    expect(anonymous.status).toBe(401);
    expect((await server.fetch("/trpc/users.me", { headers: bearer("garbage") })).status).toBe(401);
    // Public procedures do not look at the header at all.
    expect((await server.fetch("/trpc/health", { headers: bearer("garbage") })).status).toBe(200);
  });
});
