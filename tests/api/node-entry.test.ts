import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { freshDataDir, type NodeServer, spawnNodeServer, startNodeServer } from "../support/node-server";

// Each test starts `npm start` as a process; the first start of a fresh clone also builds the SPA.
const SERVER_TEST_TIMEOUT_MS = 240_000;

const dirs: string[] = [];
const running = new Set<NodeServer>();
afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(dataDir?: string): Promise<NodeServer> {
  const server = await startNodeServer({ dataDir });
  running.add(server);
  dirs.push(server.dataDir);
  return server;
}

async function stop(server: NodeServer) {
  running.delete(server);
  return server.stop();
}

async function countRows(dataDir: string, query: string): Promise<number> {
  const db = await PGlite.create(join(dataDir, "pglite"));
  try {
    const result = await db.query<{ n: number }>(query);
    return Number(result.rows[0]?.n);
  } finally {
    await db.close();
  }
}

describe("npm start", { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it("serves the SPA and the API on one port, stops cleanly on Ctrl-C and starts again on the same data", async () => {
    const first = await start();
    const { dataDir } = first;
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: { reachable: true }, adapters: { db: "pglite" } });
    const page = await fetch(`${first.url}/product-definitions/123`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain('<div id="root">');
    expect(existsSync(join(dataDir, "server.pid"))).toBe(true);
    const secrets = await readFile(join(dataDir, "secrets.json"), "utf8");

    // The lock goes only after the database is closed: the sign of a clean stop (npm itself ends on the signal).
    await stop(first);
    expect(existsSync(join(dataDir, "server.pid"))).toBe(false);

    // The database was closed properly: it opens, and what is written survives the next start.
    const db = await PGlite.create(join(dataDir, "pglite"));
    await db.query(`insert into outbox ("to", subject, text, kind) values ('a@example.com', 'kept', 'body', 'test')`);
    await db.close();

    const second = await start(dataDir);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await stop(second);
    expect(existsSync(join(dataDir, "server.pid"))).toBe(false);

    expect(await countRows(dataDir, "select count(*)::int as n from outbox where subject = 'kept'")).toBe(1);
    expect(await countRows(dataDir, "select count(*)::int as n from drizzle.__drizzle_migrations")).toBeGreaterThan(0);
    expect(await readFile(join(dataDir, "secrets.json"), "utf8")).toBe(secrets);
  });

  it("refuses a second server on a data dir that is in use", async () => {
    const first = await start();
    const second = spawnNodeServer({ PORT: String(await freePort()), DATA_DIR: first.dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/^Start-up failed: Another server \(pid \d+\) is using /);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    await stop(first);
  });

  it("stops at start-up with one line naming a bad variable", async () => {
    const dataDir = await freshDataDir();
    dirs.push(dataDir);
    const server = spawnNodeServer({ PORT: "eighty", DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe("Invalid configuration: PORT must be a whole number from 1 to 65535");
  });
});
