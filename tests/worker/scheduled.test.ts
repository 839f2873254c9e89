import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { JOBS } from "#worker/jobs/scheduled";
import { isErrorLog, productionBindings, type RunningWorker, startWorker, WRANGLER } from "./start-worker";

const DAY_MS = 24 * 60 * 60 * 1000;

let worker: RunningWorker;
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject("databaseUrl") });
  await db.connect();
  worker = await startWorker(productionBindings());
});

afterAll(async () => {
  await worker?.dispose();
  await db?.end();
});

/** A user with one refresh token per given expiry; returns the user id and the token ids in order. */
async function userWithRefreshTokens(expiries: Date[]) {
  const { rows } = await db.query<{ id: string }>(
    "insert into users (email, password_hash, first_name) values ($1, 'not-a-real-hash', 'Cron') returning id",
    [`cron-${randomUUID()}@example.com`],
  );
  const userId = rows[0]?.id;
  const tokenIds: string[] = [];
  for (const expiresAt of expiries) {
    const token = await db.query<{ id: string }>(
      "insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, $4) returning id",
      [userId, randomUUID(), `hash-${randomUUID()}`, expiresAt],
    );
    tokenIds.push(token.rows[0]?.id ?? "");
  }
  return { userId, tokenIds };
}

describe("the Worker's cron trigger", () => {
  it("fires on every schedule a job is registered for", () => {
    const jobCrons = JOBS.flatMap((job) => job.crons);

    expect(jobCrons.length).toBeGreaterThan(0);
    expect(WRANGLER.crons).toEqual(expect.arrayContaining(jobCrons));
  });

  it("prunes expired refresh tokens through the Neon driver and keeps live ones", async () => {
    const now = Date.now();
    const { userId, tokenIds } = await userWithRefreshTokens([new Date(now - 60_000), new Date(now + 30 * DAY_MS)]);

    // Every trigger wrangler.toml configures, as Cloudflare would fire them at that instant.
    for (const cron of WRANGLER.crons) {
      const result = await worker.scheduled(cron, new Date(now));
      expect(result.outcome, cron).toBe("ok");
    }

    const { rows } = await db.query<{ id: string }>("select id from refresh_tokens where user_id = $1", [userId]);
    expect(rows.map((row) => row.id)).toEqual([tokenIds[1]]);
    expect(worker.takeLogs().filter(isErrorLog)).toEqual([]);
  });

  it("closes the month that ended at 00:00 UTC on the 1st, leaving the new month open", async () => {
    const { userId } = await userWithRefreshTokens([]);
    const firstOfMonth = new Date(Date.UTC(2031, 6, 1));
    await db.query(
      "insert into usage_months (user_id, month, documents_generated) values ($1, '2031-06', 7), ($1, '2031-07', 1)",
      [userId],
    );
    const result = await worker.scheduled("0 0 1 * *", firstOfMonth);
    expect(result.outcome).toBe("ok");
    const { rows } = await db.query<{ month: string; closed_at: Date | null }>(
      "select month, closed_at from usage_months where user_id = $1 order by month",
      [userId],
    );
    expect(rows.map((row) => [row.month, row.closed_at?.toISOString() ?? null])).toEqual([
      ["2031-06", firstOfMonth.toISOString()],
      ["2031-07", null],
    ]);
    expect(worker.takeLogs().filter(isErrorLog)).toEqual([]);
  });

  it("sweeps a generation cut off more than 15 minutes ago every hour and gives its quota back", async () => {
    const { userId } = await userWithRefreshTokens([]);
    const now = new Date(Date.UTC(2031, 7, 12, 10));
    const definition = await db.query<{ id: string }>(
      "insert into definitions (user_id, package_type) values ($1, 'completeDocumentationPackages') returning id",
      [userId],
    );
    const definitionId = definition.rows[0]?.id;
    await db.query("insert into usage_months (user_id, month, documents_generated) values ($1, '2031-08', 1)", [
      userId,
    ]);
    await db.query(
      "insert into documents (definition_id, kind, version, model, cost, usage_month, created_at) values ($1, 'rfp', 1, 'offline', 1, '2031-08', $2)",
      [definitionId, new Date(now.getTime() - 20 * 60 * 1000)],
    );
    const result = await worker.scheduled("0 * * * *", now);
    expect(result.outcome).toBe("ok");
    const left = await db.query("select id from documents where definition_id = $1", [definitionId]);
    expect(left.rows).toEqual([]);
    const usage = await db.query<{ used: string }>(
      "select documents_generated as used from usage_months where user_id = $1 and month = '2031-08'",
      [userId],
    );
    expect(Number(usage.rows[0]?.used)).toBe(0);
  });
});
