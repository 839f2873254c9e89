import { isExpiring } from "./expiry";
import { type FetchLike, requestRefresh } from "./session-api";
import {
  clearTokens,
  type KeyValueStorage,
  readTokens,
  type StoredTokens,
  tokensFromPair,
  writeTokens,
} from "./tokens";

type Options = {
  storage: KeyValueStorage;
  now: () => number;
  send: FetchLike;
  /** The server refused the refresh token: the session is over. */
  onRejected(): void;
};

/**
 * The tokens of the session (spec section 4): renewed when 30 s or less remain, one refresh shared
 * by concurrent callers, and one refresh and retry when the server answers 401.
 */
export function createTokenSession({ storage, now, send, onRejected }: Options) {
  let tokens: StoredTokens | null = null;
  let refreshing: Promise<string | null> | null = null;

  const keep = (next: StoredTokens | null) => {
    tokens = next;
    if (next) writeTokens(storage, next);
    else clearTokens(storage);
  };

  const renew = async (): Promise<string | null> => {
    const current = tokens;
    if (!current) return null;
    // Another tab of this app may have rotated the refresh token already: presenting the old one
    // again would look like a stolen token to the server and end the session.
    const shared = readTokens(storage);
    if (shared && shared.refreshToken !== current.refreshToken && !isExpiring(shared.expiresAt, now())) {
      tokens = shared;
      return shared.accessToken;
    }
    const answer = await requestRefresh(send, current.refreshToken);
    // Signed out (or in as someone else) while the refresh was under way: that answer is stale.
    if (tokens !== current) return tokens?.accessToken ?? null;
    if (answer === "rejected") {
      onRejected();
      return null;
    }
    keep(tokensFromPair(answer, now()));
    return tokens?.accessToken ?? null;
  };

  /** Concurrent callers share one refresh: the server accepts each refresh token once. */
  const refresh = (): Promise<string | null> => {
    refreshing ??= renew().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const freshAccessToken = async (): Promise<string | null> => {
    if (!tokens) return null;
    if (!isExpiring(tokens.expiresAt, now())) return tokens.accessToken;
    return refresh();
  };

  const authorizedFetch: FetchLike = async (input, init) => {
    const token = await freshAccessToken();
    const response = await send(input, withBearer(init, token));
    if (response.status !== 401 || !token) return response;
    // A call that was already on its way when another one refreshed just uses the new token.
    const renewed = tokens && tokens.accessToken !== token ? tokens.accessToken : await refresh();
    if (!renewed) return response;
    return send(input, withBearer(init, renewed));
  };

  return { current: () => tokens, keep, authorizedFetch };
}

function withBearer(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return { ...init, headers };
}
