import { describe, expect, it } from "vitest";
import { createAuthStore } from "../../web/lib/auth/auth-store";
import { decodeJwtPayload } from "../../web/lib/auth/jwt";
import { type KeyValueStorage, TOKENS_STORAGE_KEY } from "../../web/lib/auth/tokens";

const NOW = Date.UTC(2030, 0, 1);

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** An unsigned token: the browser never checks signatures, the server does. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

function stored(accessToken: string, expiresAt = NOW + 60_000) {
  return { [TOKENS_STORAGE_KEY]: JSON.stringify({ accessToken, refreshToken: "refresh", expiresAt }) };
}

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

describe("createAuthStore", () => {
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

  it("keeps a new session and forgets it on sign-out, telling subscribers", () => {
    const storage = memoryStorage();
    const store = createAuthStore({ storage, now: () => NOW });
    store.start();
    let notified = 0;
    store.subscribe(() => notified++);

    const tokens = { accessToken: jwt({ sub: "u2", email: "b@example.com" }), refreshToken: "r", expiresAt: NOW + 1 };
    expect(store.setSession(tokens)).toBe(true);
    expect(store.getState().user?.id).toBe("u2");
    expect(JSON.parse(storage.data.get(TOKENS_STORAGE_KEY) ?? "null")).toEqual(tokens);

    store.signOut();
    expect(store.getState()).toEqual({ status: "ready", user: null });
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
    expect(notified).toBe(2);
  });

  it("refuses a session whose token is already expired", () => {
    const storage = memoryStorage();
    const store = createAuthStore({ storage, now: () => NOW });
    store.start();
    expect(store.setSession({ accessToken: jwt({ sub: "u3" }), refreshToken: "r", expiresAt: NOW - 1 })).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
  });
});
