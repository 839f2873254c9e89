import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { templatePath } from "#worker/node/pglite-template";
import type { ApiServer } from "../support/api-server";
import { readyDefinitionOverHttp } from "../support/documents-client";
import { freePort } from "../support/free-port";
import { faithfulBlueprint, faithfulDocument, inChunks, isBlueprintRequest } from "../support/llm-replies";
import { freshDataDir, type NodeServer, spawnNodeServer, startNodeServer } from "../support/node-server";
import { startOpenAiStandIn } from "../support/openai-stand-in";

// Each test starts `npm start` as a process; the first start of a fresh clone also builds the SPA.
const SERVER_TEST_TIMEOUT_MS = 240_000;

const dirs: string[] = [];
const running = new Set<NodeServer>();
afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(dataDir?: string, script?: "start:postgres"): Promise<NodeServer> {
  const server = await startNodeServer({ dataDir, script });
  running.add(server);
  dirs.push(server.dataDir);
  return server;
}

async function stop(server: NodeServer) {
  running.delete(server);
  return server.stop();
}

/** The api helpers against a server running as its own process (they only use url and fetch). */
function overHttp(url: string): ApiServer {
  return { url, fetch: (path: string, init?: RequestInit) => fetch(new URL(path, url), init) } as ApiServer;
}

/** Waits until a killed process no longer exists, or is a zombie waiting to be reaped. */
async function gone(pid: number) {
  for (;;) {
    try {
      process.kill(pid, 0);
      const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) return;
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
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
    // It listens on this machine only (HOST defaults to 127.0.0.1): the dev mailbox holds reset links.
    const port = Number(new URL(first.url).port);
    expect(await connects("127.0.0.1", port)).toBe(true);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((item) => item?.family === "IPv4" && !item.internal)?.address;
    if (external) expect(await connects(external, port)).toBe(false);
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

  it("npm run start:postgres runs it on a PostgreSQL kept in the data dir, stops both on Ctrl-C, keeps the data", async () => {
    const first = await start(undefined, "start:postgres");
    const { dataDir } = first;
    expect(await (await fetch(`${first.url}/api/health`)).json()).toMatchObject({
      database: { reachable: true },
      adapters: { db: "node-postgres" },
    });
    const email = `postgres-${crypto.randomUUID()}@example.com`;
    const password = "Sup3r-secret!";
    const signup = await fetch(`${first.url}/api/users`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, firstName: "Ada", lastName: "Lovelace" }),
    });
    expect(signup.status).toBe(201);
    const postmaster = join(dataDir, "postgres", "postmaster.pid");
    expect(existsSync(postmaster)).toBe(true);
    // The database stops after the server, cleanly: PostgreSQL removes its pid file on a clean stop.
    await stop(first);
    expect(existsSync(postmaster)).toBe(false);
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);

    const second = await start(dataDir, "start:postgres");
    const login = await fetch(`${second.url}/api/connect/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: email, password }),
    });
    expect(login.status).toBe(200);
    await stop(second);
    expect(existsSync(postmaster)).toBe(false);
  });

  it("starts a new data dir from this machine's migrated copy, as a database of its own", async () => {
    const first = await start();
    await stop(first);
    expect(existsSync(await templatePath())).toBe(true);

    const second = await start();
    const email = `template-${crypto.randomUUID()}@example.com`;
    const signup = await fetch(`${second.url}/api/users`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "Sup3r-secret!", firstName: "Ada", lastName: "Lovelace" }),
    });
    expect(signup.status).toBe(201);
    await stop(second);

    const users = (dataDir: string) =>
      countRows(dataDir, `select count(*)::int as n from users where email = '${email}'`);
    expect(await users(second.dataDir)).toBe(1);
    expect(await users(first.dataDir)).toBe(0);
    const migrations = "select count(*)::int as n from drizzle.__drizzle_migrations";
    expect(await countRows(second.dataDir, migrations)).toBe(await countRows(first.dataDir, migrations));
  });

  it("gives back a generation cut off by kill -9 when it starts again on the same data", async () => {
    // A model that writes a few words of the RFP, then keeps the connection open.
    const llm = await startOpenAiStandIn((body) => {
      if (isBlueprintRequest(body)) return faithfulBlueprint(body);
      if (body.stream) return { chunks: inChunks(faithfulDocument(body), 50), holdAfter: 3 };
      return '["Crew scheduling", "Online booking page", "Invoicing"]';
    });
    try {
      const env = { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-local", OPENAI_MODEL: "local-model" };
      const first = await startNodeServer({ env });
      dirs.push(first.dataDir);
      const { buyer, definitionId } = await readyDefinitionOverHttp(overHttp(first.url));
      const stream = await fetch(`${first.url}/api/conversations/${definitionId}/documents/rfp/stream`, {
        method: "POST",
        headers: { Authorization: `Bearer ${buyer.token}` },
      });
      const reader = stream.body?.getReader();
      const seen = new TextDecoder().decode((await reader?.read())?.value);
      expect(seen).toContain('"type":"start"');
      const pid = Number((await readFile(join(first.dataDir, "server.pid"), "utf8")).trim());
      await first.kill();
      await reader?.cancel().catch(() => undefined);
      await gone(pid);
      expect(
        await countRows(first.dataDir, "select count(*)::int as n from documents where status = 'generating'"),
      ).toBe(1);

      const second = await start(first.dataDir);
      const usage = await fetch(`${second.url}/api/usage`, { headers: { Authorization: `Bearer ${buyer.token}` } });
      expect(await usage.json()).toMatchObject({ used: 0 });
      const stored = await fetch(`${second.url}/api/conversations/${definitionId}/documents/rfp`, {
        headers: { Authorization: `Bearer ${buyer.token}` },
      });
      expect(stored.status).toBe(404);
      await stop(second);
      expect(
        await countRows(first.dataDir, "select count(*)::int as n from documents where status = 'generating'"),
      ).toBe(0);
    } finally {
      await llm.close();
    }
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
