import { describe, expect, it } from "vitest";
import { createAuthStore } from "#web/lib/auth/auth-store.ts";
import { decodeJwtPayload } from "#web/lib/auth/jwt.ts";
import { TOKENS_STORAGE_KEY } from "#web/lib/auth/tokens.ts";
import type { User } from "#web/lib/auth/user.ts";
import {
  fakeFetch,
  json,
  jwt,
  memoryStorage,
  NOW,
  refreshAnswer,
  serverUser,
  stored,
  storedTokens,
  tick,
} from "./web-auth-fixtures";

describe("decodeJwtPayload", () => {
  it("reads UTF-8 claims from base64url", () => {
    expect(decodeJwtPayload(jwt({ sub: "u1", given_name: "Ñandú José" }))).toEqual({
      sub: "u1",
      given_name: "Ñandú José",
    });
  });

  it("returns null for anything that is not a JWT with an object payload", () => {
    expect(decodeJwtPayload("not-a-token")).toBeNull();
    expect(decodeJwtPayload("a.%%%.c")).toBeNull();
    expect(decodeJwtPayload(`a.${Buffer.from("[1]").toString("base64url")}.c`)).toBeNull();
  });
});

describe("createAuthStore: start-up", () => {
  it("is loading until started", () => {
    const store = createAuthStore({ storage: memoryStorage(), now: () => NOW });
    expect(store.getState()).toEqual({ status: "loading", user: null });
  });

  it("restores the user from an unexpired token's claims", () => {
    const token = jwt({ sub: "u1", email: "ana@example.com", given_name: "Ana", exp: NOW / 1000 + 60 });
    const store = createAuthStore({ storage: memoryStorage(stored(token)), now: () => NOW });
    store.start();
    const { status, user } = store.getState();
    expect(status).toBe("ready");
    expect(user).toMatchObject({ id: "u1", email: "ana@example.com", firstName: "Ana", lastName: "" });
    expect(user?.rfpGeneratorPackages).toBe(0);
    expect(user?.developmentHoursUsed).toBe(0);
    expect(store.accessToken()).toBe(token);
  });

  it("falls back to unique_name for the first name", () => {
    const store = createAuthStore({ storage: memoryStorage(stored(jwt({ sub: "u1", unique_name: "ana" }))) });
    store.start();
    expect(store.getState().user?.firstName).toBe("ana");
  });

  it.each([
    ["the stored expiry has passed", stored(jwt({ sub: "u1" }), NOW)],
    ["the token's own exp has passed", stored(jwt({ sub: "u1", exp: NOW / 1000 - 1 }))],
  ])("renews the session with its refresh token when %s", async (_reason, initial) => {
    const renewed = jwt({ sub: "u1", given_name: "Ana", exp: NOW / 1000 + 900 });
    const send = fakeFetch(() => refreshAnswer(renewed));
    const storage = memoryStorage(initial);
    const store = createAuthStore({ storage, now: () => NOW, fetch: send });
    store.start();
    expect(store.getState().status).toBe("loading");
    await tick();
    await tick();
    expect(store.getState()).toMatchObject({ status: "ready", user: { id: "u1", firstName: "Ana" } });
    expect(send.calls[0]?.url).toBe("/api/connect/refresh");
    expect(storedTokens(storage)?.refreshToken).toBe("refresh-2");
  });

  it("signs out, clearing the tokens, when the refresh token is refused too", async () => {
    const storage = memoryStorage(stored(jwt({ sub: "u1" }), NOW));
    const store = createAuthStore({ storage, now: () => NOW, fetch: fakeFetch(() => json(401, {})) });
    store.start();
    await tick();
    await tick();
    expect(store.getState()).toEqual({ status: "ready", user: null });
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ["the token names no subject", stored(jwt({ email: "a@example.com" }))],
    ["the stored value is not tokens", { [TOKENS_STORAGE_KEY]: "{broken" }],
  ])("clears the tokens when %s", (_reason, initial) => {
    const storage = memoryStorage(initial);
    const store = createAuthStore({ storage, now: () => NOW });
    store.start();
    expect(store.getState()).toEqual({ status: "ready", user: null });
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
    expect(store.accessToken()).toBeNull();
  });

  it("shows the user from the claims first, then the server's copy", async () => {
    let answer: (user: User) => void = () => {};
    const loadUser = () => new Promise<User>((resolve) => (answer = resolve));
    const store = createAuthStore({ storage: memoryStorage(stored(jwt({ sub: "u1", given_name: "Ana" }))), loadUser });
    store.start();
    expect(store.getState().user).toMatchObject({ firstName: "Ana", lastName: "", rfpGeneratorPackages: 0 });
    answer(serverUser);
    await tick();
    expect(store.getState()).toEqual({ status: "ready", user: serverUser });
  });

  it("keeps the stored user when the server cannot be asked", async () => {
    const storage = memoryStorage(stored(jwt({ sub: "u1", given_name: "Ana" })));
    const store = createAuthStore({ storage, now: () => NOW, loadUser: () => Promise.reject(new Error("offline")) });
    store.start();
    await tick();
    expect(store.getState().user).toMatchObject({ id: "u1", firstName: "Ana" });
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(true);
  });

  it("drops a server answer that arrives after sign-out", async () => {
    let answer: (user: User) => void = () => {};
    const store = createAuthStore({
      storage: memoryStorage(stored(jwt({ sub: "u1" }))),
      fetch: fakeFetch(() => json(200, { success: true })),
      loadUser: () => new Promise<User>((resolve) => (answer = resolve)),
    });
    store.start();
    store.signOut();
    answer(serverUser);
    await tick();
    expect(store.getState()).toEqual({ status: "ready", user: null });
  });
});

describe("createAuthStore: sign-in and sign-out", () => {
  it("keeps a new session with the server's expiry, and tells subscribers", () => {
    const storage = memoryStorage();
    const store = createAuthStore({ storage, now: () => NOW });
    store.start();
    let notified = 0;
    store.subscribe(() => notified++);

    const accessToken = jwt({ sub: "u2", email: "b@example.com" });
    expect(store.signIn({ access_token: accessToken, refresh_token: "r", expires_in: 900 })).toBe(true);
    expect(store.getState().user?.id).toBe("u2");
    expect(storedTokens(storage)).toEqual({ accessToken, refreshToken: "r", expiresAt: NOW + 900_000 });
    expect(notified).toBe(1);
  });

  it("refuses a session whose token names nobody or has expired", () => {
    const storage = memoryStorage();
    const store = createAuthStore({ storage, now: () => NOW });
    store.start();
    const expired = jwt({ sub: "u3", exp: NOW / 1000 - 1 });
    expect(store.signIn({ access_token: expired, refresh_token: "r", expires_in: 900 })).toBe(false);
    expect(store.signIn({ access_token: jwt({}), refresh_token: "r", expires_in: 900 })).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
  });

  it("signing out forgets the tokens at once and revokes the session on the server", async () => {
    const storage = memoryStorage(stored(jwt({ sub: "u1" }), NOW + 60_000, "refresh-1"));
    const server = fakeFetch(() => json(200, { success: true }));
    const store = createAuthStore({ storage, now: () => NOW, fetch: server });
    store.start();
    let notified = 0;
    store.subscribe(() => notified++);

    store.signOut();
    expect(store.getState()).toEqual({ status: "ready", user: null });
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
    expect(notified).toBe(1);
    expect(server.calls).toEqual([
      { url: "/api/connect/logout", body: { refreshToken: "refresh-1" }, authorization: null },
    ]);
  });

  it("signing out offline still signs out", async () => {
    const store = createAuthStore({
      storage: memoryStorage(stored(jwt({ sub: "u1" }))),
      now: () => NOW,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    store.start();
    store.signOut();
    await tick();
    expect(store.getState().user).toBeNull();
  });
});
