import { decodeJwtPayload } from "./jwt";
import { clearTokens, type KeyValueStorage, readTokens, type StoredTokens, writeTokens } from "./tokens";
import { type User, userFromClaims } from "./user";

export type AuthState = { status: "loading" | "ready"; user: User | null };

export type AuthStore = {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Restores the session kept in storage; call once at start-up. */
  start(): void;
  /** Keeps the tokens of a fresh sign-in and shows their user; false when the token names nobody. */
  setSession(tokens: StoredTokens): boolean;
  /** Forgets the session on this device only (the spec's logout makes no server call). */
  signOut(): void;
  accessToken(): string | null;
};

type Options = { storage: KeyValueStorage; now?: () => number };

/** The one place the session lives; React reads it through useSyncExternalStore. */
export function createAuthStore({ storage, now = Date.now }: Options): AuthStore {
  let state: AuthState = { status: "loading", user: null };
  let tokens: StoredTokens | null = null;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const forget = () => {
    tokens = null;
    clearTokens(storage);
    set({ status: "ready", user: null });
  };

  const adopt = (candidate: StoredTokens): boolean => {
    const user = usableUser(candidate, now());
    if (!user) return false;
    tokens = candidate;
    set({ status: "ready", user });
    return true;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const stored = readTokens(storage);
      if (!stored || !adopt(stored)) forget();
    },
    setSession(candidate) {
      if (!adopt(candidate)) return false;
      writeTokens(storage, candidate);
      return true;
    },
    signOut: forget,
    accessToken: () => tokens?.accessToken ?? null,
  };
}

/** The token's user, unless the token has expired (by its stored expiry or its own `exp`). */
function usableUser(tokens: StoredTokens, nowMs: number): User | null {
  if (tokens.expiresAt <= nowMs) return null;
  const claims = decodeJwtPayload(tokens.accessToken);
  if (!claims) return null;
  if (typeof claims.exp === "number" && claims.exp * 1000 <= nowMs) return null;
  return userFromClaims(claims);
}
