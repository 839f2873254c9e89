import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { upkeepRound } from "#worker/node/embedded-upkeep";

/**
 * Issue 30: the dashboard overview counts one founder's documents. Without statistics the planner
 * of a never-analyzed PGlite scanned every founder's documents; after the upkeep's ANALYZE it
 * reaches them through the founder's definitions and the (definition, kind, version) index.
 */

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ kind: "pglite" });
  await applyMigrations(handle);
  // 200 founders, 5 definitions each, 4 documents per definition: 4,000 documents.
  await handle.db.execute(sql`insert into users (email, password_hash, first_name)
    select 'plan-' || g || '@example.com', 'x', 'F' from generate_series(1, 200) g`);
  await handle.db.execute(sql`insert into definitions (user_id) select u.id from users u, generate_series(1, 5)`);
  await handle.db.execute(sql`insert into documents (definition_id, kind, version, status, model)
    select d.id, k.kind::document_kind, 1, 'complete', 'offline' from definitions d,
    (values ('rfp'), ('pitch'), ('openapi'), ('app_prompt')) as k(kind)`);
}, 60_000);
afterAll(() => handle.close());

async function plan(): Promise<string> {
  const [user] = (
    (await handle.db.execute(sql`select id from users where email = 'plan-7@example.com'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const result = (await handle.db.execute(
    sql`explain select count(distinct (d.definition_id, d.kind))::int from documents d
        join definitions o on o.id = d.definition_id where o.user_id = ${user?.id} and d.status = 'complete'`,
  )) as unknown as { rows: { "QUERY PLAN": string }[] };
  return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("the overview's plan on the embedded database", () => {
  it("reads one founder's documents through the indexes once the upkeep has analyzed the tables", async () => {
    const before = await plan();
    await upkeepRound(handle.db, { vacuum: false });
    const after = await plan();
    // Before: no statistics, and every founder's documents are scanned.
    expect(before).toMatch(/Seq Scan on documents/);
    expect(after).not.toMatch(/Seq Scan on documents/);
    expect(after).toMatch(/Index (?:Only )?Scan (?:using|on) documents_definition_kind_version_unique/);
  });
});
