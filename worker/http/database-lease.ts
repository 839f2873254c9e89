import { createMiddleware } from "hono/factory";
import type { DatabasePort } from "../deps";
import type { AppEnv } from "./app-env";

/**
 * Lends the request a database and returns it when the handler has answered. The release (Workers
 * only) runs through waitUntil, so closing the pool never delays the caller. A handler whose body
 * keeps using the database while it streams must hold its own lease until the stream ends.
 */
export function databaseLease(database: DatabasePort) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const lease = await database.lease();
    c.set("db", lease.db);
    if (!lease.release) return next();
    try {
      await next();
    } finally {
      c.executionCtx.waitUntil(lease.release());
    }
  });
}
