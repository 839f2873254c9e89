/** The access token counts as expiring this long before its real expiry (spec section 9). */
const REFRESH_MARGIN_MS = 30_000;

/** A server expiry value more than this far past now is read as a moment, not a duration (spec section 4). */
const ABSOLUTE_EXPIRY_THRESHOLD_S = 60;

/**
 * When an access token expires, in milliseconds since the epoch. The server's `expires_in` is
 * seconds from now, but the spec's servers may also send the moment itself in epoch seconds:
 * a value more than 60 s past now (read as epoch seconds) can only be that.
 */
export function expiryFromServer(expiresIn: number, nowMs: number): number {
  const nowSeconds = nowMs / 1000;
  if (expiresIn > nowSeconds + ABSOLUTE_EXPIRY_THRESHOLD_S) return expiresIn * 1000;
  return nowMs + expiresIn * 1000;
}

/** Whether a token should be renewed before its next use: 30 s or less remain. */
export function isExpiring(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= REFRESH_MARGIN_MS;
}
