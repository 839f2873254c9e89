import { describe, expect, it } from "vitest";
import { type AuthStore, createAuthStore } from "#web/lib/auth/auth-store.ts";
import { TOKENS_STORAGE_KEY } from "#web/lib/auth/tokens.ts";
import {
  type Call,
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

const OLD = jwt({ sub: "u1", given_name: "Ana" });
const NEW = jwt({ sub: "u1", given_name: "Ana", v: 2 });

/** A server whose API accepts only `valid` and whose refresh answers with `refresh`. */
function server(valid: string, refresh: (call: Call) => Response | Promise<Response> = () => refreshAnswer(NEW)) {
  return fakeFetch((call) => {
    if (call.url === "/api/connect/refresh") return refresh(call);
    if (call.url === "/api/connect/logout") return json(200, { success: true });
    return call.authorization === `Bearer ${valid}` ? json(200, { ok: true }) : json(401, { success: false });
  });
}

/** A store started on a stored session whose access token expires `msLeft` from now. */
function session(send: ReturnType<typeof fakeFetch>, msLeft: number, clock = { now: NOW }) {
  const storage = memoryStorage(stored(OLD, NOW + msLeft, "refresh-1"));
  const store = createAuthStore({ storage, now: () => clock.now, fetch: send });
  store.start();
  return { store, storage };
}

const apiCalls = (send: ReturnType<typeof fakeFetch>) => send.calls.filter((call) => call.url === "/api/thing");
const refreshCalls = (send: ReturnType<typeof fakeFetch>) =>
  send.calls.filter((call) => call.url === "/api/connect/refresh");

describe("authorizedFetch", () => {
  it("sends the held token while more than 30 s remain", async () => {
    const send = server(OLD);
    const { store } = session(send, 30_001);
    const response = await store.authorizedFetch("/api/thing");
    expect(response.status).toBe(200);
    expect(refreshCalls(send)).toHaveLength(0);
    expect(apiCalls(send)[0]?.authorization).toBe(`Bearer ${OLD}`);
  });

  it("refreshes first when 30 s or less remain, and keeps the new tokens", async () => {
    const send = server(NEW);
    const { store, storage } = session(send, 30_000);
    const response = await store.authorizedFetch("/api/thing");
    expect(response.status).toBe(200);
    expect(send.calls.map((call) => call.url)).toEqual(["/api/connect/refresh", "/api/thing"]);
    expect(refreshCalls(send)[0]?.body).toEqual({ refreshToken: "refresh-1" });
    expect(apiCalls(send)[0]?.authorization).toBe(`Bearer ${NEW}`);
    expect(storedTokens(storage)).toEqual({ accessToken: NEW, refreshToken: "refresh-2", expiresAt: NOW + 900_000 });
    expect(store.getState().user?.id).toBe("u1");
  });

  it("makes one refresh for concurrent calls", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const send = server(NEW, async () => {
      await answered;
      return refreshAnswer(NEW);
    });
    const { store } = session(send, 10_000);
    const calls = [store.authorizedFetch("/api/thing"), store.authorizedFetch("/api/thing"), store.reloadUser()];
    await tick();
    release();
    const [first, second] = await Promise.all(calls);
    expect(refreshCalls(send)).toHaveLength(1);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(apiCalls(send).every((call) => call.authorization === `Bearer ${NEW}`)).toBe(true);
  });

  it("answers a 401 with one refresh and one retry", async () => {
    const send = server(NEW);
    const { store } = session(send, 10 * 60_000);
    const response = await store.authorizedFetch("/api/thing", { method: "POST", body: JSON.stringify({ a: 1 }) });
    expect(response.status).toBe(200);
    expect(send.calls.map((call) => [call.url, call.authorization])).toEqual([
      ["/api/thing", `Bearer ${OLD}`],
      ["/api/connect/refresh", null],
      ["/api/thing", `Bearer ${NEW}`],
    ]);
    expect(apiCalls(send)[1]?.body).toEqual({ a: 1 });
  });

  it("retries only once: a second 401 is the answer", async () => {
    const send = server("nothing is valid");
    const { store } = session(send, 10 * 60_000);
    const response = await store.authorizedFetch("/api/thing");
    expect(response.status).toBe(401);
    expect(apiCalls(send)).toHaveLength(2);
    expect(refreshCalls(send)).toHaveLength(1);
  });

  it("clears the tokens when the refresh is refused, and returns the 401", async () => {
    const send = server(NEW, () => json(401, { success: false, message: "The session has expired." }));
    const { store, storage } = session(send, 10 * 60_000);
    const response = await store.authorizedFetch("/api/thing");
    expect(response.status).toBe(401);
    expect(apiCalls(send)).toHaveLength(1);
    expect(store.getState()).toEqual({ status: "ready", user: null });
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
    expect(store.accessToken()).toBeNull();
  });

  it("clears the tokens when the refresh answer is not a token pair", async () => {
    const send = server(NEW, () => json(200, { success: true }));
    const { store } = session(send, 1_000);
    await store.authorizedFetch("/api/thing");
    expect(store.getState().user).toBeNull();
  });

  it("keeps the session when the refresh cannot reach the server, and fails the call", async () => {
    const send = server(NEW, () => Promise.reject(new TypeError("Failed to fetch")));
    const { store, storage } = session(send, 1_000);
    await expect(store.authorizedFetch("/api/thing")).rejects.toThrow("Failed to fetch");
    expect(store.getState().user?.id).toBe("u1");
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(true);
  });

  it("sends no token and never refreshes without a session", async () => {
    const send = server(NEW);
    const store = createAuthStore({ storage: memoryStorage(), now: () => NOW, fetch: send });
    store.start();
    const response = await store.authorizedFetch("/api/thing");
    expect(response.status).toBe(401);
    expect(send.calls).toEqual([{ url: "/api/thing", body: undefined, authorization: null }]);
  });

  it("uses the tokens another tab has just refreshed instead of reusing the old refresh token", async () => {
    const send = server(NEW);
    const { store, storage } = session(send, 1_000);
    storage.setItem(
      TOKENS_STORAGE_KEY,
      JSON.stringify({ accessToken: NEW, refreshToken: "r-tab", expiresAt: NOW + 900_000 }),
    );
    await store.authorizedFetch("/api/thing");
    expect(refreshCalls(send)).toHaveLength(0);
    expect(apiCalls(send)[0]?.authorization).toBe(`Bearer ${NEW}`);
  });
});

describe("reloadUser through authorizedFetch", () => {
  it("a 401 whose refresh fails signs the user out", async () => {
    const send = server(NEW, () => json(401, { success: false }));
    const storage = memoryStorage(stored(OLD, NOW + 10 * 60_000));
    // As in main.tsx, users.me goes through the store's own authorizedFetch.
    const store: AuthStore = createAuthStore({
      storage,
      now: () => NOW,
      fetch: send,
      loadUser: async () => {
        const response = await store.authorizedFetch("/api/thing");
        if (!response.ok) throw new Error(`status ${response.status}`);
        return serverUser;
      },
    });
    store.start();
    expect(store.getState().user?.id).toBe("u1");
    await store.reloadUser();
    expect(store.getState().user).toBeNull();
    expect(storage.data.has(TOKENS_STORAGE_KEY)).toBe(false);
  });
});

describe("reloadUser({ reuseStart })", () => {
  it("gives the first page that asks the load start() began, and every later ask a new load", async () => {
    let loads = 0;
    const store = createAuthStore({
      storage: memoryStorage(stored(OLD, NOW + 10 * 60_000)),
      now: () => NOW,
      fetch: server(OLD),
      loadUser: async () => {
        loads += 1;
        return serverUser;
      },
    });
    store.start();
    expect(loads).toBe(1);
    await store.reloadUser({ reuseStart: true });
    expect(loads).toBe(1);
    await store.reloadUser({ reuseStart: true });
    expect(loads).toBe(2);
    await store.reloadUser();
    expect(loads).toBe(3);
    // Signed out and in again: the sign-in's load is the next page's.
    store.signOut();
    expect(store.signIn({ access_token: OLD, refresh_token: "refresh-2", expires_in: 900 })).toBe(true);
    expect(loads).toBe(4);
    await store.reloadUser({ reuseStart: true });
    expect(loads).toBe(4);
  });
});
