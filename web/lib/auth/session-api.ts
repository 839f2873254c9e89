import type { TokenPair } from "./tokens";

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };

/**
 * POST /api/connect/refresh. "rejected" when the server refuses the refresh token (it is unknown,
 * expired, revoked or reused) or answers something that is not a token pair; then the session is
 * over. A network failure or a server error throws instead: the refresh token may still be good.
 */
export async function requestRefresh(send: FetchLike, refreshToken: string): Promise<TokenPair | "rejected"> {
  const response = await send("/api/connect/refresh", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ refreshToken }),
  });
  if (response.status >= 500) throw new Error(`The token refresh failed with status ${response.status}`);
  if (!response.ok) return "rejected";
  const body: unknown = await response.json().catch(() => null);
  return isTokenPair(body) ? body : "rejected";
}

/** POST /api/connect/logout: ends the session on the server too. Best effort: the device has already forgotten it. */
export async function revokeSession(send: FetchLike, refreshToken: string): Promise<void> {
  try {
    await send("/api/connect/logout", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ refreshToken }),
      // The page moves on at once; keepalive lets the request outlive it.
      keepalive: true,
    });
  } catch {
    // Offline: the access token expires on its own within minutes and the refresh token is gone from here.
  }
}

function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== "object" || value === null) return false;
  const { access_token, refresh_token, expires_in } = value as Record<string, unknown>;
  return (
    typeof access_token === "string" &&
    access_token.length > 0 &&
    typeof refresh_token === "string" &&
    refresh_token.length > 0 &&
    typeof expires_in === "number" &&
    Number.isFinite(expires_in)
  );
}
