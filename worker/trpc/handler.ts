import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";
import { serviceContext } from "../http/service-context";
import { describeError } from "../logging/logger";
import { authenticate } from "../services/auth/authenticate";
import type { ServiceContext } from "../services/context";
import type { TrpcContext } from "./context";
import { appRouter } from "./router";

/** Serves the tRPC router at /trpc with the request's database and signed-in user. */
export const trpcHandler = createMiddleware<AppEnv>((c) =>
  fetchRequestHandler({
    endpoint: "/trpc",
    req: c.req.raw,
    router: appRouter,
    createContext: async (): Promise<TrpcContext> => {
      const service = serviceContext(c);
      return { ...service, requestId: c.var.requestId, user: await userOf(service, c.req.header("authorization")) };
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

/** No header or a token that does not verify: no user; protected procedures then answer 401. */
async function userOf(service: ServiceContext, header?: string) {
  if (!header) return null;
  return authenticate(service, header).catch(() => null);
}
