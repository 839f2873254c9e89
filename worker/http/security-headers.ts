import { createMiddleware } from "hono/factory";
import { securityHeaderSet } from "#shared/http-headers";
import type { AppEnv } from "./app-env";

/** Headers a response may set for itself: a shared deck, framed by the share page, sets both. */
const OWN_HEADERS = new Set(["Content-Security-Policy", "X-Frame-Options"]);

/** The security headers of every response; a response that sets its own CSP or frame rule keeps it. */
export function securityHeaders(options: { production: boolean }) {
  const headers = Object.entries(securityHeaderSet(options.production));
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    for (const [name, value] of headers) {
      if (!OWN_HEADERS.has(name) || !c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
}
