import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema/index";
import { type ApiServer, startApiServer } from "../support/api-server";
import { call, post } from "../support/auth-client";
import { insertUser } from "../support/factories";

/** A local stand-in that speaks Resend's wire format: POST /emails, bearer key, JSON in and out. */
type Received = { path: string; authorization?: string; body: Record<string, unknown> };
let provider: Server;
let providerUrl: string;
const received: Received[] = [];
let failNext = false;

beforeAll(async () => {
  provider = createServer(async (req: IncomingMessage, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    received.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(text) });
    if (failNext) {
      failNext = false;
      res.writeHead(422, { "Content-Type": "application/json" }).end('{"message":"Invalid `to` field"}');
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end(`{"id":"em_${received.length}"}`);
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => provider.close(resolve)));

/** Waits on state (an email written or delivered after the answer), up to 20 s on a busy machine. */
async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (const startedAt = Date.now(); Date.now() - startedAt < 20_000; ) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("timed out");
}

describe("the HTTP mail provider (resend)", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer({
      env: { MAIL_PROVIDER: "resend", MAIL_API_KEY: "re_test_key", MAIL_API_URL: providerUrl },
    });
  });
  afterAll(() => server.close());

  const rowFor = (to: string) =>
    until(async () => {
      const [row] = await server.handle.db.select().from(outbox).where(eq(outbox.to, to));
      return row && row.status !== "pending" ? row : undefined;
    });

  it("delivers the reset email with the key, sender and link, and records it as sent", async () => {
    const user = await insertUser(server);
    expect((await post(server, "/api/users/forgotpassword", { emailAddress: user.email })).status).toBe(200);
    const row = await rowFor(user.email);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    const request = received.find((item) => (item.body.to as string[])[0] === user.email);
    expect(request).toMatchObject({
      path: "/emails",
      authorization: "Bearer re_test_key",
      body: { from: "Specwright <no-reply@specwright.local>", subject: "Reset your Specwright password" },
    });
    expect(String(request?.body.text)).toMatch(/\/reset-password\?token=[\w-]{43}/);
    expect(String(request?.body.html)).toContain("<a href=");
  });

  it("records a refused delivery as failed with the provider's answer; the caller's answer is unchanged", async () => {
    const user = await insertUser(server);
    failNext = true;
    const response = await post(server, "/api/users/forgotpassword", { emailAddress: user.email });
    expect(response.status).toBe(200);
    const row = await rowFor(user.email);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("422");
    expect(server.logs.some((line) => line.msg === "email delivery failed")).toBe(true);
  });

  it("has no development mailbox", async () => {
    expect((await call(server, "GET", "/api/dev/outbox")).status).toBe(404);
    expect((await server.fetch("/dev/mailbox")).status).toBe(404);
  });
});

describe("the development mailbox (outbox mailer)", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  it("lists sent emails newest first, as JSON and as a page with clickable links", async () => {
    const first = await insertUser(server);
    const second = await insertUser(server);
    await post(server, "/api/users/forgotpassword", { emailAddress: first.email });
    await post(server, "/api/users/forgotpassword", { emailAddress: second.email });
    // The emails are written just after the answers: wait until both are there.
    const emails = await until(async () => {
      const { body } = await call<{ emails: { to: string; text: string }[] }>(server, "GET", "/api/dev/outbox");
      const ours = body.emails.filter((mail) => mail.to === first.email || mail.to === second.email);
      return ours.length === 2 ? ours : undefined;
    });
    expect(emails.map((mail) => mail.to)).toEqual([second.email, first.email]);

    const page = await server.fetch("/dev/mailbox");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html.indexOf(second.email)).toBeLessThan(html.indexOf(first.email));
    expect(html).toMatch(new RegExp(`<a href="${server.url}/reset-password\\?token=[\\w-]{43}">`));
  });

  it("is absent in production", async () => {
    const production = await startApiServer({
      env: {
        NODE_ENV: "production",
        APP_URL: "https://app.example.com",
        DATABASE_URL: "postgres://unused@localhost/unused",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        MAIL_PROVIDER: "resend",
        MAIL_API_KEY: "re_x",
        OPENAI_API_KEY: "sk-x",
      },
    });
    try {
      expect((await production.fetch("/api/dev/outbox")).status).toBe(404);
      expect((await production.fetch("/dev/mailbox")).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
