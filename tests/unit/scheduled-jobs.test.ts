import { describe, expect, it } from "vitest";
import type { Db } from "#db/client";
import { type Job, MONTHLY, runScheduledJobs } from "#worker/jobs/scheduled";
import { createLogger } from "#worker/logging/logger";

function context(lines: string[]) {
  return { db: {} as Db, now: new Date("2026-12-01T00:00:00Z"), logger: createLogger("info", (l) => lines.push(l)) };
}

describe("runScheduledJobs", () => {
  it("runs the jobs registered for the cron that fired, and only those", async () => {
    const ran: string[] = [];
    const job = (name: string, crons: string[]): Job => ({
      name,
      crons,
      run: async () => {
        ran.push(name);
        return { done: 1 };
      },
    });
    const lines: string[] = [];
    const outcomes = await runScheduledJobs(MONTHLY, context(lines), [job("a", [MONTHLY]), job("b", ["0 * * * *"])]);
    expect(ran).toEqual(["a"]);
    expect(outcomes).toEqual([{ name: "a", ok: true, result: { done: 1 } }]);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "job finished", job: "a", done: 1 });
  });

  it("still runs the other jobs when one fails, then reports the failure", async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const jobs: Job[] = [
      {
        name: "broken",
        crons: [MONTHLY],
        run: async () => {
          throw new Error("boom");
        },
      },
      {
        name: "fine",
        crons: [MONTHLY],
        run: async () => {
          ran.push("fine");
          return {};
        },
      },
    ];
    await expect(runScheduledJobs(MONTHLY, context(lines), jobs)).rejects.toThrow("Scheduled jobs failed: broken");
    expect(ran).toEqual(["fine"]);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["job failed", "job finished"]);
  });
});
