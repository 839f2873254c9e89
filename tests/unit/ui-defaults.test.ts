import { describe, expect, it } from "vitest";
import { QUERY_DEFAULTS, retryDelayMs, shouldRetryRequest } from "#shared/ui-defaults";

describe("retryDelayMs", () => {
  it("doubles from one second", () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it("never waits more than thirty seconds", () => {
    expect(retryDelayMs(5)).toBe(30_000);
    expect(retryDelayMs(50)).toBe(30_000);
  });

  it("treats odd counts as the first retry", () => {
    expect(retryDelayMs(-1)).toBe(1000);
    expect(retryDelayMs(Number.NaN)).toBe(1000);
  });
});

describe("shouldRetryRequest", () => {
  it("retries transient failures up to three times", () => {
    for (const status of [0, 408, 429, 500, 502, 503]) {
      expect([0, 1, 2, 3].map((count) => shouldRetryRequest(count, status))).toEqual([true, true, true, false]);
    }
    expect(QUERY_DEFAULTS.retries).toBe(3);
  });

  it("does not retry answers that would not change", () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetryRequest(0, status)).toBe(false);
    }
  });
});
