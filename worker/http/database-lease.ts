import { createMiddleware } from "hono/factory";
import { describeError } from "../logging/logger";
import type { DatabasePort } from "../ports";
import type { AppEnv } from "./app-env";

/**
 * Lends the request a database and returns it when the handler has answered. Work deferred by
 * the handler (c.var.defer) may go on after the answer; on Workers the runtime is kept alive for it
 * (waitUntil) and the lease is released only when it has finished (work it defers in turn included), so closing the pool never
 * delays the caller nor cuts off deferred work. A handler whose body keeps using the database
 * while it streams must hold its own lease until the stream ends.
 */
export function databaseLease(database: DatabasePort) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const lease = await database.lease();
    const tasks: Promise<unknown>[] = [];
    c.set("db", lease.db);
    c.set("defer", (task) => {
      tasks.push(task.catch((error) => c.var.deps.logger.error("deferred work failed", describeError(error))));
    });
    if (!lease.release) return next();
    try {
      await next();
    } finally {
      const release = lease.release;
      c.executionCtx.waitUntil(settleAll(tasks).then(release));
    }
  });
}

/**
 * Every deferred task, including those a deferred task defers in turn (a reset email written after
 * the answer, whose delivery is deferred again): the list is read again until nothing new came.
 */
async function settleAll(tasks: Promise<unknown>[]): Promise<void> {
  for (let settled = 0; settled < tasks.length; ) {
    const batch = tasks.slice(settled);
    settled = tasks.length;
    await Promise.allSettled(batch);
  }
}
