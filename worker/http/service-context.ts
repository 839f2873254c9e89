import type { Context } from "hono";
import type { ServiceContext } from "../services/context";
import type { AppEnv } from "./app-env";

/** The services' view of a request, the same for a REST route and a tRPC procedure. */
export function serviceContext(c: Context<AppEnv>): ServiceContext {
  return { db: c.var.db, deps: c.var.deps, now: c.var.deps.clock(), clientIp: clientIp(c), defer: c.var.defer };
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/**
 * The caller's address for rate limits. On Workers, Cloudflare sets CF-Connecting-IP (a client
 * cannot forge it past the edge); on Node it is the socket's peer. X-Forwarded-For is never
 * trusted: anyone can send it.
 */
function clientIp(c: Context<AppEnv>): string | null {
  if (c.var.deps.runtime === "workers") return c.req.header("cf-connecting-ip") ?? null;
  return (c.env as NodeBindings)?.incoming?.socket?.remoteAddress ?? null;
}
