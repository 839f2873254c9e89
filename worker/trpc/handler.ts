import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createMiddleware } from "hono/factory";
import { TRPC_MAX_BATCH } from "#shared/trpc-limits";
import type { AppEnv } from "../http/app-env";
import { serviceContext } from "../http/service-context";
import { describeError } from "../logging/logger";
import type { TrpcContext } from "./context";
import { appRouter } from "./router";

/** Serves the tRPC router at /trpc with the request's database and Authorization header. */
export const trpcHandler = createMiddleware<AppEnv>((c) =>
  fetchRequestHandler({
    endpoint: "/trpc",
    req: c.req.raw,
    router: appRouter,
    // One request may not run the server without bound (1,000 queries, 500 inserts): 20 calls at most.
    maxBatchSize: TRPC_MAX_BATCH,
    createContext: (): TrpcContext => ({
      ...serviceContext(c),
      requestId: c.var.requestId,
      authorization: c.req.header("authorization"),
    }),
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
