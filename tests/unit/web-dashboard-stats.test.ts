import { describe, expect, it } from "vitest";
import { createFormatter } from "#web/lib/i18n/format.ts";
import { createPreferencesStore } from "#web/lib/i18n/preferences.ts";
import { availableHours, hoursUsage, purchasedPackages } from "#web/pages/dashboard/dashboard-stats.ts";

const holdings = {
  rfpGeneratorPackages: 1,
  completeDocumentationPackages: 2,
  developmentWeekPackages: 0,
  developmentHoursPackages: 1,
  developmentHours: 7.5,
  developmentWeekHours: 50,
  developmentHoursUsed: 4.5,
};

describe("dashboard numbers", () => {
  it("counts every package owned and the hours still available", () => {
    expect(purchasedPackages(holdings)).toBe(4);
    expect(availableHours(holdings)).toBe(57.5);
  });

  it("shows hours used against used plus available", () => {
    expect(hoursUsage(holdings)).toEqual({ used: 4.5, total: 62, percent: 7 });
    expect(hoursUsage({ ...holdings, developmentHours: 0, developmentWeekHours: 0, developmentHoursUsed: 0 })).toEqual({
      used: 0,
      total: 0,
      percent: 0,
    });
  });

  it("formats hours counted in quarters (the dashboard shows them with the user's number formatter)", () => {
    const defaults = createPreferencesStore(undefined).getState();
    const { number } = createFormatter(defaults);
    expect(number(12)).toBe("12");
    expect(number(7.25)).toBe("7.25");
    expect(number(1234.5)).toBe("1,234.5");
    expect(createFormatter({ ...defaults, language: "de" }).number(1234.5)).toBe("1.234,5");
  });
});
