import { createMiddleware } from "hono/factory";
import { authenticate } from "#services/auth/authenticate";
import type { AppEnv } from "./app-env";
import { serviceContext } from "./service-context";

/** REST routes for signed-in users: a valid bearer token of an open session, else 401. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", await authenticate(serviceContext(c), c.req.header("authorization")));
  await next();
});
