import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../ports";
import type { AppEnv } from "./app-env";

const INCOMING_ID = /^[\w.:-]{8,128}$/;

/**
 * Gives each request an id (a caller's X-Request-Id is kept when it looks sane), echoes it in the
 * response, and writes one structured log line per request when it ends.
 */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    const started = performance.now();
    c.set("requestId", requestId);
    c.set("deps", deps);
    await next();
    // c.res.headers, not c.header(): after next() the latter rebuilds the response around a stream.
    c.res.headers.set("X-Request-Id", requestId);
    deps.logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    });
  });
}
