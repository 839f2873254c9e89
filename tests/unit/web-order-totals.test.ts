import { describe, expect, it } from "vitest";
import { formatDollars, toCents } from "#web/lib/commerce/money.ts";
import { createFormatter } from "#web/lib/i18n/format.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";
import { createPreferencesStore } from "#web/lib/i18n/preferences.ts";
import { checkoutMessages } from "#web/pages/checkout/checkout.messages.ts";
import { completePurchaseLabel, orderTotals } from "#web/pages/checkout/order-totals.ts";

// The preferences a first visit has: English, en-US numbers.
const defaults = createPreferencesStore(undefined).getState();
const english = createFormatter(defaults);
const spanish = createFormatter({ ...defaults, language: "es" });

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
    const en = translator(checkoutMessages, "en");
    expect(completePurchaseLabel(39_800, en, english)).toBe("Complete Purchase - $398.00");
    expect(completePurchaseLabel(225_000, en, english)).toBe("Complete Purchase - $2,250.00");
  });

  it("reads in the user's language, with its number style", () => {
    const es = translator(checkoutMessages, "es");
    // es-ES writes the currency after the number, separated by a no-break space.
    expect(completePurchaseLabel(5_454_000, es, spanish)).toBe("Completar compra - 54.540,00\u00a0US$");
  });

  it("formats catalogue prices in US dollars", () => {
    expect(formatDollars(540, english)).toBe("$540.00");
    expect(formatDollars(0, english)).toBe("$0.00");
    expect(formatDollars(22_500, english)).toBe("$22,500.00");
    expect(formatDollars(199, spanish)).toBe("199,00\u00a0US$");
  });
});
