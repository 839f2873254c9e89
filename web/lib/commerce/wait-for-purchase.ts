import type { TPurchase } from "#shared/schemas/commerce";

type PurchaseOutcome = "succeeded" | "failed" | "timeout";

type Options = { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal; now?: () => number };

/**
 * After 3-D Secure the payment provider's webhook completes the purchase on the server; the
 * checkout asks for the purchase until it leaves its waiting states (every 500 ms, up to 30 s).
 */
export async function waitForPurchase(
  getPurchase: (id: string) => Promise<Pick<TPurchase, "status">>,
  purchaseId: string,
  { intervalMs = 500, timeoutMs = 30_000, signal, now = Date.now }: Options = {},
): Promise<PurchaseOutcome> {
  const deadline = now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    const { status } = await getPurchase(purchaseId);
    if (status === "succeeded") return "succeeded";
    if (status === "failed" || status === "refunded") return "failed";
    if (now() + intervalMs > deadline) return "timeout";
    await pause(intervalMs, signal);
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
