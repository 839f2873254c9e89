import { describe, expect, it } from "vitest";
import { formatDollars, toCents } from "../../web/lib/commerce/money";
import { completePurchaseLabel, orderTotals } from "../../web/pages/checkout/order-totals";

describe("orderTotals", () => {
  it("is the unit price times the quantity, with tax fixed at $0.00", () => {
    expect(orderTotals(199, 2)).toEqual({ subtotalCents: 39_800, taxCents: 0, totalCents: 39_800 });
    expect(orderTotals(2250, 1).totalCents).toBe(225_000);
  });

  it("adds in cents, so dollar fractions do not drift", () => {
    expect(orderTotals(0.1, 3).totalCents).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });
});

describe("money labels", () => {
  it("reads like the spec's button", () => {
    expect(completePurchaseLabel(39_800)).toBe("Complete Purchase - $398.00");
    expect(completePurchaseLabel(225_000)).toBe("Complete Purchase - $2,250.00");
  });

  it("formats catalogue prices in US dollars", () => {
    expect(formatDollars(540)).toBe("$540.00");
    expect(formatDollars(0)).toBe("$0.00");
    expect(formatDollars(22_500)).toBe("$22,500.00");
  });
});
