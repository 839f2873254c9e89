import { createMiddleware } from "hono/factory";
import { securityHeaderSet } from "#shared/http-headers";
import type { AppEnv } from "./app-env";

/** The security headers of every response; a response that sets its own CSP keeps it. */
export function securityHeaders(options: { production: boolean }) {
  const headers = Object.entries(securityHeaderSet(options.production));
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    for (const [name, value] of headers) {
      if (name !== "Content-Security-Policy" || !c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
}
