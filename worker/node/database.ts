import { existsSync } from "node:fs";
import { join } from "node:path";
import { createDb, type DbHandle, type PoolErrorListener } from "#db/client";
import type { Config } from "../config/config";
import type { DatabasePort } from "../ports";
import { readTemplate, saveTemplate, templatePath } from "./pglite-template";

type NodeDatabase = DbHandle & {
  /** A new embedded database created without the migrated copy: keep it as that copy once migrated. */
  keepAsTemplate?: () => Promise<void>;
};

/**
 * Node keeps one database (PGlite under the data dir, or a node-postgres pool) for the process. A
 * new embedded database starts from this machine's migrated copy when there is one.
 */
export async function openNodeDatabase(config: Config, onPoolError?: PoolErrorListener): Promise<NodeDatabase> {
  if (config.database.kind === "url") return createDb({ kind: "node-postgres", url: config.database.url }, onPoolError);
  const dataDir = join(config.dataDir, "pglite");
  const fresh = !existsSync(join(dataDir, "PG_VERSION"));
  const template = fresh ? await templatePath() : undefined;
  const copy = template ? await readTemplate(template) : undefined;
  const handle = await createDb({ kind: "pglite", dataDir, loadDataDir: copy });
  const { dump } = handle;
  if (!template || copy || !dump) return handle;
  return { ...handle, keepAsTemplate: async () => saveTemplate(template, await dump()) };
}

export function sharedDatabase(handle: DbHandle): DatabasePort {
  const lease = { db: handle.db };
  return { kind: handle.kind, lease: async () => lease };
}
