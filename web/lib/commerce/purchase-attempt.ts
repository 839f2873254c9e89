/**
 * One checkout submission: its idempotency key and card token. A submission whose answer never
 * came (a dropped connection, a 5xx) is sent again with the same key and token, so the server
 * replays the first outcome instead of charging twice; any change to the order or the card starts
 * a new attempt.
 */
export type PurchaseAttempt = { fingerprint: string; idempotencyKey: string; cardToken: string };

export type PurchaseOrder = { product: string; quantity: number; definitionId?: string };

export function orderFingerprint(order: PurchaseOrder): string {
  return JSON.stringify([order.product, order.quantity, order.definitionId ?? null]);
}

/** The unanswered attempt to retry, if it was for this very order. */
export function retryableAttempt(previous: PurchaseAttempt | undefined, order: PurchaseOrder) {
  return previous && previous.fingerprint === orderFingerprint(order) ? previous : undefined;
}

/** A key the server accepts (/^[\w.:-]{1,255}$/), unique per submission. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return `checkout:${crypto.randomUUID()}`;
  // randomUUID needs a secure context; plain http on a LAN address still gets a random key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout:${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
