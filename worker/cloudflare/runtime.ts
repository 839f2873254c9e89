import { createDb } from "../../db/client";
import { type Config, ConfigError, parseConfig } from "../config/config";
import type { RawEnv } from "../config/env";
import type { DatabasePort } from "../deps";
import type { WorkerEnv } from "./workers-types";

/** Reads the string bindings (vars and secrets) as the environment; other bindings are not config. */
export function workerConfig(env: WorkerEnv): Config {
  const raw: RawEnv = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === "string") raw[name] = value;
  const config = parseConfig(raw);
  if (config.database.kind !== "url") {
    throw new ConfigError("Invalid configuration: DATABASE_URL is required on Workers (there is no embedded database)");
  }
  return config;
}

/**
 * Workers may not share a connection across requests, so each request (and each cron run) opens
 * its own Neon pool and ends it when done.
 */
export function neonDatabase(config: Config): DatabasePort {
  if (config.database.kind !== "url") throw new ConfigError("DATABASE_URL is required on Workers");
  const { url, neonWsProxy } = config.database;
  return {
    kind: "neon",
    lease: async () => {
      const handle = await createDb({ kind: "neon", url, wsProxy: neonWsProxy });
      return { db: handle.db, release: () => handle.close() };
    },
  };
}
