import type { Context } from "hono";
import type { ServiceContext } from "../ports";
import { addressKey } from "./address-key";
import type { AppEnv } from "./app-env";

/**
 * The services' view of a request, the same for a REST route and a tRPC procedure. Services use
 * the client's address only to count it against limits, so they get it as counted: IPv6 by /64.
 */
export function serviceContext(c: Context<AppEnv>): ServiceContext {
  return {
    db: c.var.db,
    deps: c.var.deps,
    now: c.var.deps.clock(),
    clientIp: addressKey(clientIp(c)),
    defer: c.var.defer,
  };
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/**
 * The caller's address for rate limits. On Workers, Cloudflare sets CF-Connecting-IP (a client
 * cannot forge it past the edge). On Node it is the socket's peer, unless that peer is one of
 * TRUSTED_PROXIES: then it is the last address of X-Forwarded-For that is not a trusted proxy.
 * Without that setting X-Forwarded-For is never read: anyone can send it (decision 015).
 */
export function clientIp(c: Context<AppEnv>): string | null {
  if (c.var.deps.runtime === "workers") return c.req.header("cf-connecting-ip") ?? null;
  const peer = socketPeer(c);
  const trusted = c.var.deps.config.trustedProxies;
  if (!peer || !trusted.includes(peer)) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((address) => normalise(address.trim()))
    .filter((address): address is string => Boolean(address));
  return forwarded.reverse().find((address) => !trusted.includes(address)) ?? peer;
}

/** The address at the other end of the connection on Node (a proxy's, when there is one); null on Workers. */
export function socketPeer(c: Context<AppEnv>): string | null {
  if (c.var.deps.runtime === "workers") return null;
  return normalise((c.env as NodeBindings)?.incoming?.socket?.remoteAddress ?? null);
}

/** "::ffff:127.0.0.1" (IPv4 on a dual-stack socket) is 127.0.0.1. */
function normalise(address: string | null): string | null {
  return address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") : null;
}
