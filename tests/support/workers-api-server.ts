import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { inject } from "vitest";
import { createDb } from "#db/client";
import { TEST_NOW_HEADER } from "#worker/cloudflare/request-time";
import type { RawEnv } from "#worker/config/env";
import { createLogger } from "#worker/logging/logger";
import { readWranglerConfig } from "../worker/wrangler-config";
import { createDatabase, dropDatabase } from "./embedded-postgres";
import { freePort } from "./free-port";
import { TEST_VARIABLES, testConfig } from "./test-config";
import { testDeps } from "./test-deps";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WRANGLER = readWranglerConfig(join(REPO_ROOT, "wrangler.toml"));

type Options = { env?: RawEnv; clock?: () => Date };

type StructuredLog = { level: string; message: string };
type WorkerHandle = { scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }> };

let bundle: string | undefined;

/**
 * The api suite's server on the Workers build: the bundle `npm run build:worker` made, in workerd
 * (Miniflare), over a PostgreSQL database of this file's own reached through the Neon driver and
 * the bridge, exactly as production is configured but for the test variables. The test process
 * reads and writes the same database (node-postgres) and builds the same services on it for the
 * factories. A small proxy plays Cloudflare's edge in front of it (the caller's address) and
 * brings a test clock inside workerd by stating its time on every request (TEST_CLOCK=header,
 * accepted only with NODE_ENV=test).
 */
export async function startWorkersApiServer(options: Options) {
  const { adminUrl, templateDatabase, neonWsProxy } = inject("workersApi");
  const database = `api_${randomUUID().replaceAll("-", "")}`;
  await createDatabase(adminUrl, database, templateDatabase);
  const databaseUrl = urlOf(adminUrl, database);
  const handle = await createDb({ kind: "node-postgres", url: databaseUrl });

  // The edge proxy listens first, on a port the OS gives it: a port only probed as free could be
  // handed out again for workerd below before the proxy bound it (EADDRINUSE, seen in CI).
  let workerPort = 0;
  const proxy = await startEdgeProxy(() => workerPort, options.clock);
  const url = `http://127.0.0.1:${proxy.port}`;
  const env: RawEnv = {
    ...TEST_VARIABLES,
    // The app's structured lines are what tests read from `logs`.
    LOG_LEVEL: "debug",
    APP_URL: url,
    ...options.env,
    // The database is always this file's own, whatever a test's configuration says.
    DATABASE_URL: databaseUrl,
    NEON_WS_PROXY: neonWsProxy,
  };
  if (options.clock && env.NODE_ENV === "test") env.TEST_CLOCK = "header";

  const logs: Record<string, unknown>[] = [];
  workerPort = await freePort();
  bundle ??= readFileSync(join(REPO_ROOT, "dist/worker/entry.cloudflare.js"), "utf8");
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: "entry.cloudflare.js", contents: bundle }],
    compatibilityDate: WRANGLER.compatibilityDate,
    compatibilityFlags: WRANGLER.compatibilityFlags,
    bindings: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1])),
    host: "127.0.0.1",
    port: workerPort,
    handleStructuredLogs: (log: StructuredLog) => {
      const line = parseLine(log.message);
      if (line) logs.push(line);
    },
  });
  await mf.ready;

  const config = testConfig(env);
  const logger = createLogger("silent", () => {});
  const deps = testDeps(config, handle, logger, options.clock);
  return {
    runtime: "workers" as const,
    url,
    handle,
    deps,
    logs,
    fetch: (path: string, init?: RequestInit) => fetch(`${url}${path}`, init),
    /** The Worker's database is dropped under it (its connections ended). */
    stopDatabase: async () => {
      await handle.close();
      await dropDatabase(adminUrl, database);
    },
    /** Fires the Worker's cron handler; a failed job fails the call. */
    runScheduled: async (cron: string, now: Date) => {
      const worker = (await mf.getWorker()) as unknown as WorkerHandle;
      const { outcome } = await worker.scheduled({ cron, scheduledTime: now });
      if (outcome !== "ok") throw new Error(`The cron handler for "${cron}" ended with ${outcome}`);
    },
    close: async () => {
      await proxy.close();
      await mf.dispose();
      await handle.close().catch(() => {});
    },
  };
}

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function parseLine(message: string): Record<string, unknown> | undefined {
  try {
    const line = JSON.parse(message) as unknown;
    return typeof line === "object" && line !== null ? (line as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cloudflare's edge in front of the Worker, as far as the app can tell: passes every request to
 * workerd byte for byte (compressed answers and streams stay as they are), sets CF-Connecting-IP
 * to the caller's address (whatever the caller sent, as the edge does), adds the test clock's time
 * when there is one, and ends the Worker's request when the caller goes away. The Worker sees this
 * address, which is APP_URL, as its own.
 */
async function startEdgeProxy(workerPort: () => number, clock?: () => Date) {
  const server = createServer((incoming, outgoing) => {
    const headers: Record<string, string | string[] | undefined> = {
      ...incoming.headers,
      "cf-connecting-ip": incoming.socket.remoteAddress ?? "",
    };
    if (clock) headers[TEST_NOW_HEADER] = String(clock().getTime());
    // A connection of its own per request (agent: false): a kept-alive socket that workerd has
    // just closed as idle would be reused by Node's agent and fail a request that was never sent.
    const upstream = forward(
      { host: "127.0.0.1", port: workerPort(), method: incoming.method, path: incoming.url, headers, agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    // An answer given before the whole body was read (a 413) may end workerd's side of the
    // connection while the body still flows: the answer stands; only a request never answered fails.
    upstream.on("error", (error) => {
      incoming.unpipe(upstream);
      incoming.resume();
      if (outgoing.headersSent) return;
      // Said, so that a request the Worker never answered shows why in the test's output.
      console.warn(`edge proxy: ${incoming.method} ${incoming.url} got no answer from workerd: ${error.message}`);
      outgoing.destroy();
    });
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
