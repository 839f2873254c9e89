import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";
import { describeError } from "../logging/logger";
import { appRouter } from "./router";

/** Serves the tRPC router at /trpc with the request's database and (later) its signed-in user. */
export const trpcHandler = createMiddleware<AppEnv>((c) =>
  fetchRequestHandler({
    endpoint: "/trpc",
    req: c.req.raw,
    router: appRouter,
    createContext: () => ({ deps: c.var.deps, db: c.var.db, requestId: c.var.requestId, user: null }),
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
