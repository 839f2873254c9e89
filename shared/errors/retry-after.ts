/**
 * Seconds until a limit lifts, for a 429's `Retry-After` (and `details.retryAfter`): whole seconds,
 * at least one, so a client that waits that long is not refused again for the same reason.
 */
export function retryAfterSeconds(liftsAt: Date | number, now: Date): number {
  const at = typeof liftsAt === "number" ? liftsAt : liftsAt.getTime();
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

/** What a 429 without a time of its own tells the client to wait. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
