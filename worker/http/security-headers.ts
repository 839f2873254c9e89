import { createMiddleware } from "hono/factory";
import { contentSecurityPolicy, HSTS_VALUE, STATIC_SECURITY_HEADERS } from "../../shared/http-headers";
import type { AppEnv } from "./app-env";

/** The security headers of every response; the same values go into the Workers `_headers` file. */
export function securityHeaders(options: { production: boolean }) {
  const csp = contentSecurityPolicy();
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", csp);
    if (options.production) c.res.headers.set("Strict-Transport-Security", HSTS_VALUE);
  });
}
