import { decodeJwtPayload } from "./jwt";
import { type FetchLike, requestRefresh, revokeSession } from "./session-api";
import { createTokenSession } from "./token-session";
import { type KeyValueStorage, readTokens, type StoredTokens, type TokenPair, tokensFromPair } from "./tokens";
import { type User, userFromClaims } from "./user";

export type AuthState = { status: "loading" | "ready"; user: User | null };

export type AuthStore = {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Restores the session kept in storage and refreshes its user from the server; call once at start-up. */
  start(): void;
  /** Keeps the tokens of a fresh sign-in and shows their user; false when the token names nobody or has expired. */
  signIn(pair: TokenPair): boolean;
  /** Forgets the session on this device and asks the server to revoke it (without waiting for the answer). */
  signOut(): void;
  /**
   * Replaces the user with the server's current copy; keeps the one shown when that fails. With
   * `reuseStart`, the first page that asks after the session began (a reload, a sign-in) takes the
   * copy start() or signIn() is already loading instead of asking again (issue 30).
   */
  reloadUser(options?: { reuseStart?: boolean }): Promise<void>;
  /** The access token held now, fresh or not. */
  accessToken(): string | null;
  /** `fetch` for calls that need the session: a fresh bearer token, and one refresh and retry after a 401. */
  authorizedFetch: FetchLike;
};

type Options = {
  storage: KeyValueStorage;
  now?: () => number;
  /** Sends the store's own calls (refresh and logout) and the authorized calls. */
  fetch?: FetchLike;
  /** The server's copy of the signed-in user (users.me, through authorizedFetch). */
  loadUser?: () => Promise<User>;
};

/** The one place the session lives (spec section 4); React reads it through useSyncExternalStore. */
export function createAuthStore({ storage, now = Date.now, fetch: send = globalFetch, loadUser }: Options): AuthStore {
  let state: AuthState = { status: "loading", user: null };
  // The load the session's start began, until the first page that asks for a fresh user takes it.
  let startLoad: Promise<void> | null = null;
  // Bumped whenever the session changes hands, so a late answer for an earlier one is dropped.
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const forget = () => {
    generation++;
    startLoad = null;
    session.keep(null);
    set({ status: "ready", user: null });
  };

  const session = createTokenSession({ storage, now, send, onRejected: forget });

  const adopt = (candidate: StoredTokens): boolean => {
    const user = usableUser(candidate, now());
    if (!user) return false;
    generation++;
    session.keep(candidate);
    set({ status: "ready", user });
    return true;
  };

  /** Starts from a stored session whose access token has expired: one refresh, then in or out. */
  const restore = async (stored: StoredTokens) => {
    const asked = generation;
    try {
      const answer = await requestRefresh(send, stored.refreshToken);
      if (asked !== generation) return;
      if (answer === "rejected" || !adopt(tokensFromPair(answer, now()))) return forget();
      startLoad = reloadUser();
    } catch {
      // Offline or a server fault: signed out for now, the tokens kept for the next start.
      if (asked === generation) set({ status: "ready", user: null });
    }
  };

  const reloadUser = async (options?: { reuseStart?: boolean }) => {
    if (options?.reuseStart && startLoad) {
      const started = startLoad;
      startLoad = null;
      return started;
    }
    if (!loadUser || !session.current()) return;
    const asked = generation;
    try {
      const user = await loadUser();
      if (asked === generation) set({ status: "ready", user });
    } catch {
      // Offline or a server fault: the user from the token's claims stays. A 401 whose refresh
      // failed has already ended the session in authorizedFetch.
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const stored = readTokens(storage);
      if (!stored) return forget();
      if (adopt(stored)) {
        startLoad = reloadUser();
        return;
      }
      // The access token (15 minutes) expired while the user was away, but the refresh token
      // (7 days) may still hold: renew before deciding the user is signed out (decision 016).
      if (decodeJwtPayload(stored.accessToken)?.sub && stored.refreshToken) void restore(stored);
      else forget();
    },
    signIn(pair) {
      if (!adopt(tokensFromPair(pair, now()))) return false;
      startLoad = reloadUser();
      return true;
    },
    signOut() {
      const ending = session.current();
      forget();
      if (ending) void revokeSession(send, ending.refreshToken);
    },
    reloadUser,
    accessToken: () => session.current()?.accessToken ?? null,
    authorizedFetch: session.authorizedFetch,
  };
}

// Looked up per call, so a test or a polyfill that replaces fetch later is still used.
const globalFetch: FetchLike = (input, init) => fetch(input, init);

/** The token's user, unless the token has expired (by its stored expiry or its own `exp`). */
function usableUser(tokens: StoredTokens, nowMs: number): User | null {
  if (tokens.expiresAt <= nowMs) return null;
  const claims = decodeJwtPayload(tokens.accessToken);
  if (!claims) return null;
  if (typeof claims.exp === "number" && claims.exp * 1000 <= nowMs) return null;
  return userFromClaims(claims);
}
