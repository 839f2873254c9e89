import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, type DbHandle } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { createLogger } from "#worker/logging/logger";
import { ANALYZE_EVERY_MS, startEmbeddedUpkeep, upkeepRound, VACUUM_EVERY_MS } from "#worker/node/embedded-upkeep";

/** Issue 30: PGlite has no autovacuum, so the Node server keeps its statistics and dead rows itself. */

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ kind: "pglite" });
  await applyMigrations(handle);
}, 60_000);
afterAll(() => handle.close());

type Row = { reltuples: number; dead: number; analyzed: number };
async function stats(): Promise<Row> {
  const result = await handle.db.execute(
    sql`select c.reltuples::float as reltuples, s.n_dead_tup::int as dead, s.analyze_count::int as analyzed
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'analytics_events'`,
  );
  return (result as unknown as { rows: Row[] }).rows[0] as Row;
}

describe("the embedded database's upkeep", () => {
  it("gives the planner row counts (ANALYZE) and reclaims dead rows (VACUUM)", async () => {
    await handle.db.execute(sql`insert into analytics_events (path) select '/p' || g from generate_series(1, 500) g`);
    await handle.db.execute(sql`delete from analytics_events where path like '/p1%'`);
    const before = await stats();
    expect(before.reltuples).toBeLessThanOrEqual(0);
    const round = await upkeepRound(handle.db, { vacuum: true });
    expect(round.vacuum).toBe(true);
    const after = await stats();
    expect(after.reltuples).toBeGreaterThan(300);
    expect(after.analyzed).toBeGreaterThan(before.analyzed);
  });

  it("runs ANALYZE on its timer and VACUUM once a day, and stops without keeping the process alive", async () => {
    vi.useFakeTimers();
    try {
      const rounds: Record<string, unknown>[] = [];
      const logger = createLogger("info", (line) => rounds.push(JSON.parse(line) as Record<string, unknown>));
      let now = 0;
      const upkeep = startEmbeddedUpkeep(handle.db, logger, () => now);
      const upkept = () => rounds.filter((line) => line.msg === "embedded database upkeep");
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(upkept()).toHaveLength(1));
      now += ANALYZE_EVERY_MS;
      await vi.advanceTimersByTimeAsync(ANALYZE_EVERY_MS);
      await vi.waitFor(() => expect(upkept()).toHaveLength(2));
      now += VACUUM_EVERY_MS;
      await vi.advanceTimersByTimeAsync(ANALYZE_EVERY_MS);
      await vi.waitFor(() => expect(upkept()).toHaveLength(3));
      expect(upkept().map((line) => line.vacuum)).toEqual([false, false, true]);
      await upkeep.stop();
      await vi.advanceTimersByTimeAsync(ANALYZE_EVERY_MS * 2);
      expect(upkept()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
