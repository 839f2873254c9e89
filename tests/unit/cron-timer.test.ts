import { describe, expect, it } from "vitest";
import { MONTHLY, WEEKLY } from "#worker/jobs/scheduled";
import { NEXT_RUN } from "#worker/node/cron-timer";

const next = (cron: string, iso: string) => NEXT_RUN[cron]?.(new Date(iso)).toISOString();

describe("the Node entry's cron times (as wrangler.toml's triggers fire)", () => {
  it("runs the monthly jobs at 00:00 UTC on the 1st", () => {
    expect(next(MONTHLY, "2026-11-22T20:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
    expect(next(MONTHLY, "2026-12-31T23:59:59Z")).toBe("2027-01-01T00:00:00.000Z");
    expect(next(MONTHLY, "2026-12-01T00:00:00Z")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("runs the weekly jobs on Mondays at 08:00 UTC", () => {
    expect(next(WEEKLY, "2026-11-22T20:00:00Z")).toBe("2026-11-23T08:00:00.000Z"); // a Sunday
    expect(next(WEEKLY, "2026-11-23T07:59:00Z")).toBe("2026-11-23T08:00:00.000Z");
    expect(next(WEEKLY, "2026-11-23T08:00:00Z")).toBe("2026-11-30T08:00:00.000Z");
    expect(next(WEEKLY, "2026-11-25T12:00:00Z")).toBe("2026-11-30T08:00:00.000Z");
  });
});
