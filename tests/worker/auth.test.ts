import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ZLoginResponse } from "#shared/schemas/auth";
import { ZUser } from "#shared/schemas/user";
import { isErrorLog, productionBindings, type RunningWorker, startWorker } from "./start-worker";

/**
 * Accounts on the Workers build: PBKDF2 through workerd's WebCrypto, jose, the Neon driver, and
 * the email delivered after the answer (waitUntil) before the request's pool is released.
 */
let worker: RunningWorker;
let provider: Server;
const delivered: Record<string, unknown>[] = [];

beforeAll(async () => {
  provider = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    delivered.push({ authorization: req.headers.authorization, ...JSON.parse(text) });
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"em_1"}');
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const port = (provider.address() as AddressInfo).port;
  worker = await startWorker(productionBindings({ MAIL_API_URL: `http://127.0.0.1:${port}` }));
});

afterAll(async () => {
  await worker?.dispose();
  await new Promise((resolve) => provider?.close(resolve));
});

afterEach(() => {
  expect(worker.takeLogs().filter(isErrorLog)).toEqual([]);
});

const post = (path: string, body: unknown) =>
  worker.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.7" },
    body: JSON.stringify(body),
  });

describe("accounts on workerd", () => {
  const email = `worker-${crypto.randomUUID()}@example.com`;
  const password = "Work3rs-pass!";

  it("signs up, signs in, answers /me, and rotates the refresh token", async () => {
    expect((await post("/api/users", { email, password, firstName: "Ada" })).status).toBe(201);
    const login = await post("/api/connect/login", { username: email, password });
    expect(login.status).toBe(200);
    const tokens = ZLoginResponse.parse(await login.json());

    const me = await worker.fetch("/api/users/me", { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(ZUser.parse(await me.json())).toMatchObject({ email, firstName: "Ada" });

    const refreshed = await post("/api/connect/refresh", { refreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    // A second use within the grace window (a second tab) gets the same successor.
    const again = await post("/api/connect/refresh", { refreshToken: tokens.refresh_token });
    expect(again.status).toBe(200);
    const successor = ZLoginResponse.parse(await refreshed.json()).refresh_token;
    expect(ZLoginResponse.parse(await again.json()).refresh_token).toBe(successor);
  });

  it("counts sign-in failures per CF-Connecting-IP, and refuses no right password for them", async () => {
    const victim = `limits-${crypto.randomUUID()}@example.com`;
    expect((await post("/api/users", { email: victim, password, firstName: "Lin" })).status).toBe(201);
    const from = (ip: string, secret: string) =>
      worker.fetch("/api/connect/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ username: victim, password: secret }),
      });
    const right = await Promise.all(Array.from({ length: 10 }, () => from("198.51.100.9", password)));
    expect(right.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    for (let attempt = 1; attempt <= 10; attempt++) expect((await from("192.0.2.66", "Wrong-pass1!")).status).toBe(401);
    expect((await from("192.0.2.66", password)).status).toBe(429);
    expect((await from("198.51.100.9", password)).status).toBe(200);
  });

  it("delivers the reset email through the provider after answering", async () => {
    const response = await post("/api/users/forgotpassword", { emailAddress: email });
    expect(response.status).toBe(200);
    for (let i = 0; i < 100 && delivered.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(delivered[0]).toMatchObject({ authorization: "Bearer re_workerlayer", to: [email] });
    expect(String(delivered[0]?.text)).toContain("https://specwright.example.com/reset-password?token=");
  });

  it("has no development mailbox in production", async () => {
    expect((await worker.fetch("/api/dev/outbox")).status).toBe(404);
  });
});
