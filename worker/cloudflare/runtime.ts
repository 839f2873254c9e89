import { createDb } from "#db/client";
import { type Config, ConfigError, parseConfig } from "../config/config";
import type { RawEnv } from "../config/env";
import { describeError, type Logger } from "../logging/logger";
import type { DatabasePort } from "../ports";
import type { WorkerEnv } from "./workers-types";

type UrlDatabase = Extract<Config["database"], { kind: "url" }>;
export type WorkerConfig = Config & { database: UrlDatabase };

/** Reads the string bindings (vars and secrets) as the environment; other bindings are not config. */
export function workerConfig(env: WorkerEnv): WorkerConfig {
  const raw: RawEnv = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === "string") raw[name] = value;
  const config = parseConfig(raw);
  if (config.database.kind !== "url") {
    throw new ConfigError("Invalid configuration: DATABASE_URL is required on Workers (there is no embedded database)");
  }
  return { ...config, database: config.database };
}

/**
 * Workers may not share a connection across requests, so each request (and each cron run) opens
 * its own Neon pool and ends it when done.
 */
export function neonDatabase({ url, neonWsProxy }: UrlDatabase, logger: Logger): DatabasePort {
  const onPoolError = (error: Error) => logger.error("idle database connection failed", describeError(error));
  return {
    kind: "neon",
    lease: async () => {
      const handle = await createDb({ kind: "neon", url, wsProxy: neonWsProxy }, onPoolError);
      return { db: handle.db, release: () => handle.close() };
    },
  };
}
