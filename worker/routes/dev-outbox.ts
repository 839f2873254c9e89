import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { serviceContext } from "../http/service-context";
import { listOutbox } from "../services/mail/list-outbox";
import { mailboxPage } from "./dev-mailbox-page";

/**
 * The outbox mailer's mailbox: GET /api/dev/outbox (JSON) and /dev/mailbox (a page). createApp
 * mounts them only while the outbox is the mailer and NODE_ENV is not production.
 */
export const devOutboxApi = new Hono<AppEnv>().get("/dev/outbox", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ emails: await listOutbox(serviceContext(c)) });
});

export const devMailboxPage = new Hono<AppEnv>().get("/mailbox", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.html(mailboxPage(await listOutbox(serviceContext(c))));
});
