import { join } from "node:path";
import { createDb, type DbHandle, type PoolErrorListener } from "../../db/client";
import type { Config } from "../config/config";
import type { DatabasePort } from "../deps";

/** Node keeps one database (PGlite under the data dir, or a node-postgres pool) for the process. */
export async function openNodeDatabase(config: Config, onPoolError?: PoolErrorListener): Promise<DbHandle> {
  return config.database.kind === "url"
    ? createDb({ kind: "node-postgres", url: config.database.url }, onPoolError)
    : createDb({ kind: "pglite", dataDir: join(config.dataDir, "pglite") });
}

export function sharedDatabase(handle: DbHandle): DatabasePort {
  const lease = { db: handle.db };
  return { kind: handle.kind, lease: async () => lease };
}
