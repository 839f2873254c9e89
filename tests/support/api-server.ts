import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { inject } from "vitest";
import { createDb, type DbHandle } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { type CreateAppOptions, createApp } from "#worker/app";
import type { RawEnv } from "#worker/config/env";
import { runScheduledJobs } from "#worker/jobs/scheduled";
import { createLogger } from "#worker/logging/logger";
import type { AppDeps } from "#worker/ports";
import { testConfig } from "./test-config";
import { testDeps } from "./test-deps";

export type ApiServer = {
  /** Which build answers: the Node server (npm start) or the Workers build in workerd (API_RUNTIME=workers). */
  runtime: "node" | "workers";
  url: string;
  handle: DbHandle;
  deps: AppDeps;
  /** Structured log lines the app wrote, parsed. */
  logs: Record<string, unknown>[];
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Makes the database stop answering the app (to test how it copes). */
  stopDatabase(): Promise<void>;
  /** Runs the scheduled jobs of a cron as the runtime does (on Workers: its cron handler); a failed job throws. */
  runScheduled(cron: string, now: Date): Promise<void>;
  close(): Promise<void>;
};

type App = ReturnType<typeof createApp>;

let cached: Promise<Blob | undefined> | undefined;

/** The migrated database the api layer's global setup dumped, when there is one (see global-setup.ts). */
function snapshot(): Promise<Blob | undefined> {
  cached ??= (async () => {
    const file = inject("pgliteSnapshot");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return cached;
}

type Options = {
  /** Variables on top of the test configuration; APP_URL defaults to this server's own address. */
  env?: RawEnv;
  /** What the Node entry adds (served files, compression); Node only. */
  app?: CreateAppOptions;
  clock?: () => Date;
  /** Node only: told every SQL statement the app sends (statements-per-request tests). */
  onQuery?: (sql: string) => void;
};

/** The api suite's one switch: `API_RUNTIME=workers` runs every file against the Workers build. */
export const API_RUNTIME = process.env.API_RUNTIME === "workers" ? "workers" : "node";

/** For `it.skipIf`: true on Workers; the reason says why the test is the Node server's alone. */
export function nodeOnly(_reason: string): boolean {
  return API_RUNTIME === "workers";
}

/**
 * The Hono app on a real HTTP port over a fresh, migrated in-memory PGlite: one per test file.
 * The database is always a new one, so a test can never touch a developer's or production data.
 * The port is taken first, so APP_URL (links in emails, the sandbox's webhook deliveries) is right.
 */
export async function startApiServer(options: Options = {}): Promise<ApiServer> {
  if (API_RUNTIME === "workers") {
    if (options.app) throw new Error("The Workers build takes no Node entry options: run this file on Node only");
    // Loaded only for that run: Miniflare is a heavy import the Node run does without.
    const { startWorkersApiServer } = await import("./workers-api-server");
    return startWorkersApiServer(options);
  }
  const handle = await createDb({ kind: "pglite", loadDataDir: await snapshot(), onQuery: options.onQuery });
  await applyMigrations(handle);
  let app: App | undefined;
  // The Node bindings (the socket: the client address) travel with the request.
  const server = serve({ fetch: (request, env) => (app as App).fetch(request, env), port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const config = testConfig({ APP_URL: url, ...options.env });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (line) => logs.push(JSON.parse(line)));
  const deps = testDeps(config, handle, logger, options.clock);
  app = createApp(deps, options.app);
  return {
    runtime: "node",
    url,
    handle,
    deps,
    logs,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    stopDatabase: () => handle.close(),
    runScheduled: async (cron, now) => {
      await runScheduledJobs(cron, { db: handle.db, now, logger, deps });
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
    },
  };
}
