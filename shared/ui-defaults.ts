/**
 * The web app's interface defaults from spec section 9, kept in one place so the toaster, the
 * data-fetching client and future tooltips agree with the spec. Pure values and rules, no I/O.
 */

/** The toast library's defaults (spec section 9, "Library defaults"). */
export const TOAST_DEFAULTS = {
  visibleToasts: 3,
  durationMs: 4000,
  widthPx: 356,
  gapPx: 14,
  /** Sonner 2 fixes its swipe threshold (45 px) and exit animation internally; kept here as the spec states them. */
  swipeThresholdPx: 20,
  exitAnimationMs: 200,
  position: "bottom-right",
  /** KeyboardEvent properties that must all be set: Alt+T focuses the toasts. */
  hotkey: ["altKey", "KeyT"],
} as const;

/** Data-fetching defaults: 3 retries, exponential delay from 1 s capped at 30 s, 5-minute cache lifetime. */
export const QUERY_DEFAULTS = {
  retries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
} as const;

/** Every call to the server is abandoned after this long. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Delay before retry number `failureCount + 1`: 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelayMs(failureCount: number): number {
  const exponent = Number.isFinite(failureCount) ? Math.max(0, Math.floor(failureCount)) : 0;
  return Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** exponent, QUERY_DEFAULTS.retryMaxDelayMs);
}

/**
 * Whether a failed query is tried again. A client error (4xx) gives the same answer every time,
 * so only the transient ones are retried: no answer at all (status 0), 408, 429 and 5xx.
 */
export function shouldRetryRequest(failureCount: number, status: number): boolean {
  if (failureCount >= QUERY_DEFAULTS.retries) return false;
  if (status === 0 || status === 408 || status === 429) return true;
  return status >= 500 && status < 600;
}
