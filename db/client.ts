import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one Drizzle type every driver returns, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "node-postgres" | "neon";
/** A transaction of any driver, as services receive it inside `db.transaction(...)`. */
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbConfig =
  /** `loadDataDir`: a dump of an existing database (dumpDataDir) to start from instead of initdb. */
  | {
      kind: "pglite";
      dataDir?: string;
      loadDataDir?: Blob;
      /** Tests: told every statement Drizzle sends (not BEGIN/COMMIT), to hold a request's count. */
      onQuery?: (sql: string) => void;
    }
  | { kind: "node-postgres"; url: string }
  | { kind: "neon"; url: string; wsProxy?: string };

export type DbHandle = {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** PGlite only: the whole database as a gzipped tarball, to start another one from (loadDataDir). */
  dump?: () => Promise<Blob>;
};

/**
 * Pools emit errors of idle connections (a restarted server, a suspended Neon compute). Unheard,
 * Node treats them as fatal; heard, the pool drops the connection and opens a new one when needed.
 */
export type PoolErrorListener = (error: Error) => void;
const reportToConsole: PoolErrorListener = (error) =>
  console.error(JSON.stringify({ level: "error", msg: "idle database connection failed", error: error.message }));

const DRIZZLE_OPTIONS = { schema, casing: "snake_case" } as const;

/**
 * Opens a database. Drivers are imported on demand so that each runtime bundles only what it
 * can run (the Workers build aliases PGlite and node-postgres away).
 */
export async function createDb(config: DbConfig, onPoolError = reportToConsole): Promise<DbHandle> {
  switch (config.kind) {
    case "pglite":
      return openPglite(config.dataDir, config.loadDataDir, config.onQuery);
    case "node-postgres":
      return openNodePostgres(config.url, onPoolError);
    case "neon":
      return openNeon(config.url, onPoolError, config.wsProxy);
  }
}

async function openPglite(dataDir?: string, loadDataDir?: Blob, onQuery?: (sql: string) => void): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({ dataDir, loadDataDir });
  const logger = onQuery ? { logQuery: (sql: string) => onQuery(sql) } : undefined;
  return {
    db: drizzle({ client, ...DRIZZLE_OPTIONS, ...(logger ? { logger } : {}) }),
    kind: "pglite",
    close: () => client.close(),
    dump: () => client.dumpDataDir("gzip"),
  };
}

async function openNodePostgres(url: string, onPoolError: PoolErrorListener): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on("error", onPoolError);
  return { db: drizzle({ client: pool, ...DRIZZLE_OPTIONS }), kind: "node-postgres", close: () => pool.end() };
}

async function openNeon(url: string, onPoolError: PoolErrorListener, wsProxy?: string): Promise<DbHandle> {
  const { Pool, neonConfig } = await import("@neondatabase/serverless");
  const { drizzle } = await import("drizzle-orm/neon-serverless");
  // Workers and Node >= 22 have a global WebSocket, which the driver uses.
  if (wsProxy) configureLocalProxy(neonConfig, wsProxy);
  const pool = new Pool({ connectionString: url });
  pool.on("error", onPoolError);
  return { db: drizzle({ client: pool, ...DRIZZLE_OPTIONS }), kind: "neon", close: () => pool.end() };
}

type NeonConfig = typeof import("@neondatabase/serverless")["neonConfig"];

/** Reaches a plain PostgreSQL through a WebSocket-to-TCP bridge (local development and tests). */
function configureLocalProxy(neonConfig: NeonConfig, wsProxy: string) {
  neonConfig.wsProxy = () => wsProxy;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
}
