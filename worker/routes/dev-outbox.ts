import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { listOutbox } from "#services/mail/list-outbox";
import { AppError } from "#shared/errors/app-error";
import type { AppEnv } from "../http/app-env";
import { clientIp, serviceContext, socketPeer } from "../http/service-context";
import { mailboxPage } from "./dev-mailbox-page";

/**
 * The outbox mailer's mailbox: GET /api/dev/outbox (JSON) and /dev/mailbox (a page). createApp
 * mounts them only while the outbox is the mailer and NODE_ENV is not production, and they answer
 * only a client on this machine: the mailbox holds sign-up and password-reset links.
 */
const onThisMachine = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLoopback(clientIp(c)) || throughUntrustedProxy(c)) throw AppError.notFound();
  await next();
});

/** Headers a reverse proxy adds on the way in. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"];

/**
 * A request that a proxy on this machine passed on looks local (its peer is 127.0.0.1) though it
 * came from anywhere the proxy listens (issue 29): unless TRUSTED_PROXIES names that peer (then
 * clientIp has already read who is behind it), a forwarding header means "not this machine".
 */
function throughUntrustedProxy(c: Parameters<typeof clientIp>[0]): boolean {
  const peer = socketPeer(c);
  const trusted = peer !== null && c.var.deps.config.trustedProxies.includes(peer);
  return !trusted && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
}

/** 127.0.0.0/8 and ::1, also as IPv4 on a dual-stack socket (::ffff:127.0.0.1). */
function isLoopback(address: string | null): boolean {
  if (!address) return false;
  return address === "::1" || /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

export const devOutboxApi = new Hono<AppEnv>().get("/dev/outbox", onThisMachine, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ emails: await listOutbox(serviceContext(c)) });
});

export const devMailboxPage = new Hono<AppEnv>().get("/mailbox", onThisMachine, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.html(mailboxPage(await listOutbox(serviceContext(c))));
});
