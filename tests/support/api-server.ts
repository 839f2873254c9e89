import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { inject } from "vitest";
import { createDb, type DbHandle } from "../../db/client";
import { applyMigrations } from "../../db/migrate";
import { createAdapters } from "../../worker/adapters/create-adapters";
import { type CreateAppOptions, createApp } from "../../worker/app";
import type { Config } from "../../worker/config/config";
import type { RawEnv } from "../../worker/config/env";
import { createLogger } from "../../worker/logging/logger";
import { sharedDatabase } from "../../worker/node/database";
import type { AppDeps } from "../../worker/ports";
import { testConfig } from "./test-config";

export type ApiServer = {
  url: string;
  handle: DbHandle;
  deps: AppDeps;
  /** Structured log lines the app wrote, parsed. */
  logs: Record<string, unknown>[];
  fetch(path: string, init?: RequestInit): Promise<Response>;
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
  /** A complete configuration instead (APP_URL is then whatever it says). */
  config?: Config;
  app?: CreateAppOptions;
  handle?: DbHandle;
  clock?: () => Date;
};

/**
 * The Hono app on a real HTTP port over a fresh, migrated in-memory PGlite: one per test file.
 * The database is always a new one, so a test can never touch a developer's or production data.
 * The port is taken first, so APP_URL (links in emails, the sandbox's webhook deliveries) is right.
 */
export async function startApiServer(options: Options = {}): Promise<ApiServer> {
  const handle = options.handle ?? (await createDb({ kind: "pglite", loadDataDir: await snapshot() }));
  await applyMigrations(handle);
  let app: App | undefined;
  // The Node bindings (the socket: the client address) travel with the request.
  const server = serve({ fetch: (request, env) => (app as App).fetch(request, env), port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const config = options.config ?? testConfig({ APP_URL: url, ...options.env });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (line) => logs.push(JSON.parse(line)));
  const deps: AppDeps = {
    config,
    runtime: "node",
    database: sharedDatabase(handle),
    logger,
    clock: options.clock ?? (() => new Date()),
    ...createAdapters(config, logger),
  };
  app = createApp(deps, options.app);
  return {
    url,
    handle,
    deps,
    logs,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
    },
  };
}
