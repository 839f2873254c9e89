import { describe, expect, it } from "vitest";
import { createFormatter } from "../../web/lib/i18n/format";
import { createPreferencesStore } from "../../web/lib/i18n/preferences";
import {
  availableHours,
  type DefinitionSummary,
  generatedDocuments,
  hoursUsage,
  purchasedPackages,
  recentDefinitions,
  updatedThisMonth,
} from "../../web/pages/dashboard/dashboard-stats";

const holdings = {
  rfpGeneratorPackages: 1,
  completeDocumentationPackages: 2,
  developmentWeekPackages: 0,
  developmentHoursPackages: 1,
  developmentHours: 7.5,
  developmentWeekHours: 50,
  developmentHoursUsed: 4.5,
};

const definition = (id: string, lastUpdated: string, documentsGenerated = 0): DefinitionSummary => ({
  id,
  name: id,
  status: "draft",
  documentsGenerated,
  lastUpdated,
});

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

  it("counts definitions updated in this month in UTC", () => {
    const now = new Date("2026-05-01T00:30:00Z");
    const definitions = [
      definition("a", "2026-05-01T00:10:00Z"),
      definition("b", "2026-04-30T23:59:59Z"),
      // Still April in UTC although May in a time zone east of it.
      definition("c", "2026-04-30T23:00:00-02:00"),
    ];
    expect(updatedThisMonth(definitions, now)).toBe(2);
  });

  it("lists the last three definitions, newest first, and sums their documents", () => {
    const definitions = [
      definition("old", "2026-01-01T00:00:00Z", 1),
      definition("new", "2026-03-01T00:00:00Z", 2),
      definition("mid", "2026-02-01T00:00:00Z", 3),
      definition("newest", "2026-04-01T00:00:00Z"),
    ];
    expect(recentDefinitions(definitions).map((item) => item.id)).toEqual(["newest", "new", "mid"]);
    expect(generatedDocuments(definitions)).toBe(6);
    expect(recentDefinitions([])).toEqual([]);
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
