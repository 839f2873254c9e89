import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "#shared/errors/app-error";
import { DEFAULT_RETRY_AFTER_SECONDS } from "#shared/errors/retry-after";
import { TRPC_MAX_BATCH } from "#shared/trpc-limits";
import type { AppEnv } from "../http/app-env";
import { retryAfterOf } from "../http/error-handler";
import { serviceContext } from "../http/service-context";
import { describeError } from "../logging/logger";
import type { TrpcContext } from "./context";
import { appRouter } from "./router";

/** Serves the tRPC router at /trpc with the request's database and Authorization header. */
export const trpcHandler = createMiddleware<AppEnv>(async (c) =>
  fetchRequestHandler({
    endpoint: "/trpc",
    req: await readableRequest(c),
    router: appRouter,
    // One request may not run the server without bound (1,000 queries, 500 inserts): 20 calls at most.
    maxBatchSize: TRPC_MAX_BATCH,
    createContext: (): TrpcContext => ({
      ...serviceContext(c),
      requestId: c.var.requestId,
      authorization: c.req.header("authorization"),
    }),
    // Every 429 says when to ask again, as the REST routes do (issue 29).
    responseMeta: ({ errors }) => {
      const waits = errors.flatMap((error) => {
        const cause = error.cause instanceof AppError ? error.cause : null;
        if (cause) return retryAfterOf(cause) ?? [];
        return error.code === "TOO_MANY_REQUESTS" ? [DEFAULT_RETRY_AFTER_SECONDS] : [];
      });
      return waits.length > 0 ? { headers: new Headers({ "Retry-After": String(Math.max(...waits)) }) } : {};
    },
    onError: ({ error, path }) => {
      if (getHTTPStatusCodeFromError(error) < 500) return;
      c.var.deps.logger.error("procedure failed", {
        requestId: c.var.requestId,
        path,
        ...describeError(error.cause ?? error),
      });
    },
  }),
);

/**
 * The request as tRPC reads it. refuseUnreadable has read a mutation's body already, into Hono's
 * cache (on Node straight from the socket): tRPC gets a request holding that text, with the
 * original's method, headers and abort signal.
 */
async function readableRequest(c: Context<AppEnv>): Promise<Request> {
  const raw = c.req.raw;
  if (!raw.bodyUsed) return raw;
  return new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    body: await c.req.text(),
    signal: raw.signal,
  });
}
