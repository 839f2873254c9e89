import { createMiddleware } from "hono/factory";
import type { DatabasePort } from "../deps";
import type { AppEnv } from "./app-env";

/**
 * Lends the request a database and returns it when the response is done. The release (Workers
 * only) runs after the response through waitUntil, so closing the pool never delays the caller.
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
