import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one Drizzle type every driver returns, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "node-postgres" | "neon";

export type DbConfig =
  | { kind: "pglite"; dataDir?: string }
  | { kind: "node-postgres"; url: string }
  | { kind: "neon"; url: string; wsProxy?: string };

export type DbHandle = { db: Db; kind: DbKind; close(): Promise<void> };

const DRIZZLE_OPTIONS = { schema, casing: "snake_case" } as const;

/**
 * Opens a database. Drivers are imported on demand so that each runtime bundles only what it
 * can run (the Workers build aliases PGlite and node-postgres away).
 */
export async function createDb(config: DbConfig): Promise<DbHandle> {
  switch (config.kind) {
    case "pglite":
      return openPglite(config.dataDir);
    case "node-postgres":
      return openNodePostgres(config.url);
    case "neon":
      return openNeon(config.url, config.wsProxy);
  }
}

async function openPglite(dataDir?: string): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create(dataDir);
  return { db: drizzle({ client, ...DRIZZLE_OPTIONS }), kind: "pglite", close: () => client.close() };
}

async function openNodePostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: 10 });
  return { db: drizzle({ client: pool, ...DRIZZLE_OPTIONS }), kind: "node-postgres", close: () => pool.end() };
}

async function openNeon(url: string, wsProxy?: string): Promise<DbHandle> {
  const { Pool, neonConfig } = await import("@neondatabase/serverless");
  const { drizzle } = await import("drizzle-orm/neon-serverless");
  if (wsProxy) configureLocalProxy(neonConfig, wsProxy);
  else if (typeof WebSocket === "undefined") neonConfig.webSocketConstructor = (await import("ws")).WebSocket;
  const pool = new Pool({ connectionString: url });
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
