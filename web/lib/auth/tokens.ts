import type { TLoginResponse } from "#shared/schemas/auth";
import { expiryFromServer } from "./expiry";

/** The session's tokens; `expiresAt` is the access token's expiry in milliseconds since the epoch. */
export type StoredTokens = { accessToken: string; refreshToken: string; expiresAt: number };

/** What login and refresh answer (spec section 3, "Auth responses"). */
export type TokenPair = Pick<TLoginResponse, "access_token" | "refresh_token" | "expires_in">;

export function tokensFromPair(pair: TokenPair, nowMs: number): StoredTokens {
  return {
    accessToken: pair.access_token,
    refreshToken: pair.refresh_token,
    expiresAt: expiryFromServer(pair.expires_in, nowMs),
  };
}

export const TOKENS_STORAGE_KEY = "specwright:tokens";

/** The part of `Storage` the store uses, so tests can pass a plain object. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readTokens(storage: KeyValueStorage): StoredTokens | null {
  try {
    const raw = storage.getItem(TOKENS_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredTokens(value) ? value : null;
  } catch {
    // Unreadable storage (private mode, corrupt JSON) means no session, never a crash.
    return null;
  }
}

export function writeTokens(storage: KeyValueStorage, tokens: StoredTokens): void {
  storage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
}

export function clearTokens(storage: KeyValueStorage): void {
  try {
    storage.removeItem(TOKENS_STORAGE_KEY);
  } catch {
    // Nothing stored can be read back either, so the session is gone all the same.
  }
}

function isStoredTokens(value: unknown): value is StoredTokens {
  if (typeof value !== "object" || value === null) return false;
  const { accessToken, refreshToken, expiresAt } = value as Record<string, unknown>;
  return (
    typeof accessToken === "string" &&
    accessToken.length > 0 &&
    typeof refreshToken === "string" &&
    typeof expiresAt === "number" &&
    Number.isFinite(expiresAt)
  );
}
