import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { commerceMessages } from "#web/lib/commerce/commerce.messages.ts";
import {
  newIdempotencyKey,
  orderFingerprint,
  type PurchaseAttempt,
  retryableAttempt,
} from "#web/lib/commerce/purchase-attempt.ts";
import { isRetryablePurchaseError, purchaseErrorMessage } from "#web/lib/commerce/purchase-errors.ts";
import { waitForPurchase } from "#web/lib/commerce/wait-for-purchase.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";

const en = translator(commerceMessages, "en");

const trpcError = (message: string, httpStatus?: number) =>
  new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: httpStatus === undefined ? undefined : { httpStatus } } },
  });

describe("idempotency keys", () => {
  it("are unique and accepted by the server's pattern", () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[\w.:-]{1,255}$/);
  });

  it("are reused only for the very same order", () => {
    const order = { product: "CompleteDocumentation", quantity: 2 };
    const attempt: PurchaseAttempt = {
      fingerprint: orderFingerprint(order),
      idempotencyKey: "k",
      cardToken: "tok_visa",
    };
    expect(retryableAttempt(attempt, { ...order })).toBe(attempt);
    expect(retryableAttempt(attempt, { ...order, quantity: 3 })).toBeUndefined();
    expect(retryableAttempt(attempt, { ...order, definitionId: "d" })).toBeUndefined();
    expect(retryableAttempt(undefined, order)).toBeUndefined();
  });
});

describe("purchase errors", () => {
  it("shows the server's message for a refused purchase", () => {
    expect(purchaseErrorMessage(trpcError("Your card was declined.", 402), en).text).toBe("Your card was declined.");
    expect(purchaseErrorMessage(trpcError("Quantity must be at most 100", 400), en).text).toBe(
      "Quantity must be at most 100",
    );
  });

  it("says the server could not be reached when no answer came", () => {
    expect(purchaseErrorMessage(trpcError("fetch failed"), en).text).toBe(
      "Unable to connect to the server. Please try again later.",
    );
  });

  it("shows the checkout's own errors and falls back to 'Error processing purchase'", () => {
    expect(purchaseErrorMessage(new Error("Your card number is invalid."), en).text).toBe(
      "Your card number is invalid.",
    );
    expect(purchaseErrorMessage("odd", en).text).toBe("Error processing purchase");
    expect(purchaseErrorMessage("odd", translator(commerceMessages, "fr")).text).toBe(
      "Erreur lors du traitement de l'achat",
    );
  });

  it("retries only calls that got no answer or a server fault", () => {
    expect(isRetryablePurchaseError(trpcError("fetch failed"))).toBe(true);
    expect(isRetryablePurchaseError(trpcError("bad gateway", 502))).toBe(true);
    expect(isRetryablePurchaseError(trpcError("declined", 402))).toBe(false);
    expect(isRetryablePurchaseError(new Error("card"))).toBe(false);
  });
});

describe("waitForPurchase", () => {
  it("asks until the purchase succeeds or fails", async () => {
    const statuses = ["requires_action", "pending", "succeeded"] as const;
    const get = vi.fn(async () => ({ status: statuses[Math.min(get.mock.calls.length - 1, 2)] ?? "pending" }));
    await expect(waitForPurchase(get, "p1", { intervalMs: 1 })).resolves.toBe("succeeded");
    expect(get).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith("p1");
    await expect(waitForPurchase(async () => ({ status: "failed" }), "p2", { intervalMs: 1 })).resolves.toBe("failed");
  });

  it("gives up at the deadline", async () => {
    let clock = 0;
    const get = async () => {
      clock += 400;
      return { status: "pending" as const };
    };
    await expect(waitForPurchase(get, "p", { intervalMs: 1, timeoutMs: 1000, now: () => clock })).resolves.toBe(
      "timeout",
    );
  });

  it("stops when the checkout closes", async () => {
    const controller = new AbortController();
    const waiting = waitForPurchase(async () => ({ status: "pending" }), "p", {
      intervalMs: 10_000,
      signal: controller.signal,
    });
    controller.abort(new Error("closed"));
    await expect(waiting).rejects.toThrow("closed");
  });
});
