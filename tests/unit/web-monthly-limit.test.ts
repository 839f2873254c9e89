import { describe, expect, it } from "vitest";
import { generationCost, monthlyLimitBlocks, usageNumber } from "#web/lib/documents/monthly-limit.ts";
import { isFirstVisit } from "#web/pages/dashboard/dashboard-stats.ts";
import { blockingFields, EMPTY_SIGNUP } from "#web/pages/signup/signup-rules.ts";

const usage = (used: number) => ({
  month: "2031-11",
  limit: 10,
  used,
  remaining: Math.max(0, 10 - used),
  resetsAt: "2031-12-01T00:00:00.000Z",
});
const NOV_20 = Date.UTC(2031, 10, 20);

describe("the monthly limit on a Generate button", () => {
  it("blocks a whole document at 9.5 but not a regeneration after edits, until the reset", () => {
    expect(monthlyLimitBlocks(usage(9.5), generationCost(false), NOV_20)).toBe(true);
    expect(monthlyLimitBlocks(usage(9.5), generationCost(true), NOV_20)).toBe(false);
    expect(monthlyLimitBlocks(usage(10), 0.5, NOV_20)).toBe(true);
    expect(monthlyLimitBlocks(usage(10), 1, Date.UTC(2031, 11, 1))).toBe(false);
    expect(monthlyLimitBlocks(undefined, 1, NOV_20)).toBe(false);
    expect(usageNumber(2.4999)).toBe(2.5);
  });
});

describe("a first visit", () => {
  const none = {
    rfpGeneratorPackages: 0,
    completeDocumentationPackages: 0,
    developmentWeekPackages: 0,
    developmentHoursPackages: 0,
    developmentHours: 0,
    developmentWeekHours: 0,
    developmentHoursUsed: 0,
    rfpGeneratorPackagesUsed: 0,
    completeDocumentationPackagesUsed: 0,
  };
  it("is no definition and no package ever held", () => {
    expect(isFirstVisit(none, 0)).toBe(true);
    expect(isFirstVisit(none, 1)).toBe(false);
    expect(isFirstVisit({ ...none, rfpGeneratorPackages: 1 }, 0)).toBe(false);
  });
});

describe("what keeps 'Create Account' off", () => {
  it("names each field in the form's order, and nothing once the form is ready", () => {
    expect(blockingFields(EMPTY_SIGNUP)).toEqual(["firstName", "lastName", "email", "password", "confirmPassword"]);
    const ready = {
      ...EMPTY_SIGNUP,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password: "Sup3r-secret!",
      confirmPassword: "Sup3r-secret!",
    };
    expect(blockingFields(ready)).toEqual([]);
    expect(blockingFields({ ...ready, confirmPassword: "Sup3r-secret?" })).toEqual(["confirmPassword"]);
    expect(blockingFields({ ...ready, firstName: "Ada1" })).toEqual(["firstName"]);
  });
});
