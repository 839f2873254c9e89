import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { applyMigrations } from "#db/migrate";
import { users } from "#db/schema/index";

/** Decision 034: PGlite in a thread of its own behaves as PGlite in-process does, for everything Drizzle asks. */

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ kind: "pglite", thread: true });
  await applyMigrations(handle);
}, 60_000);
afterAll(() => handle.close());

const newUser = (email: string) => ({ email, passwordHash: "x", firstName: "Ada", lastName: "L" });

describe("PGlite in a thread", () => {
  it("reads and writes rows with their types (timestamps as Drizzle maps them, JSON, numbers)", async () => {
    const [created] = await handle.db.insert(users).values(newUser("thread-1@example.com")).returning();
    expect(created?.email).toBe("thread-1@example.com");
    expect(created?.createdAt).toBeInstanceOf(Date);
    const [read] = await handle.db.select().from(users).where(eq(users.email, "thread-1@example.com"));
    expect(read?.createdAt?.getTime()).toBe(created?.createdAt?.getTime());
    const result = await handle.db.execute(sql`select 1 + 1 as two, '{"a":[1]}'::jsonb as doc`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2, doc: { a: [1] } }]);
  });

  it("commits a transaction, rolls one back on an error, and keeps savepoints", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("thread-2@example.com"));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser("thread-3@example.com"));
          throw new Error("inner fails");
        })
        .catch(() => {});
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser("thread-4@example.com"));
        throw new Error("outer fails");
      }),
    ).rejects.toThrow("outer fails");
    const emails = (await handle.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toContain("thread-2@example.com");
    expect(emails).not.toContain("thread-3@example.com");
    expect(emails).not.toContain("thread-4@example.com");
  });

  it("keeps a database error's code for the services that read it (a unique violation)", async () => {
    const error = await handle.db
      .insert(users)
      .values(newUser("thread-1@example.com"))
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("runs queries from outside a transaction only after it ends, as one connection does", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("thread-5@example.com"));
      await held;
      order.push("committed");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = handle.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, "thread-5@example.com"))
      .then((rows) => {
        order.push(`read ${rows.length}`);
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["committed", "read 1"]);
  });

  it("dumps the database, and a new one starts from the dump", async () => {
    const dump = await handle.dump?.();
    expect(dump?.size).toBeGreaterThan(1000);
    const copy = await createDb({ kind: "pglite", thread: true, loadDataDir: dump });
    try {
      const rows = await copy.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, "thread-1@example.com"));
      expect(rows).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });
});
