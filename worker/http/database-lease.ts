import { createMiddleware } from "hono/factory";
import type { DatabasePort } from "../deps";
import type { AppEnv } from "./app-env";

/**
 * Lends the request a database and returns it when the response is done. On Workers the release
 * runs after the response through waitUntil, so closing the pool never delays the caller.
 */
export function databaseLease(database: DatabasePort) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const lease = await database.lease();
    c.set("db", lease.db);
    try {
      await next();
    } finally {
      const released = lease.release();
      const ctx = executionContext(c);
      if (ctx) ctx.waitUntil(released);
      else await released;
    }
  });
}

function executionContext(c: { executionCtx: { waitUntil(p: Promise<unknown>): void } }) {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // Node has no execution context.
  }
}
