import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, nodeOnly, startApiServer } from "../support/api-server";
import { insertUser } from "../support/factories";

/** The development mailbox holds sign-up and reset links: it answers this machine only. */
const PROXY = "127.0.9.1";
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ env: { TRUSTED_PROXIES: PROXY } });
});
afterAll(() => server.close());

/** A GET from a given local address, optionally through the trusted proxy for a given client. */
function getFrom(localAddress: string, path: string, forwarded?: string | Record<string, string>): Promise<number> {
  const headers = typeof forwarded === "string" ? { "X-Forwarded-For": forwarded } : (forwarded ?? {});
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, server.url), { localAddress, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the development mailbox", () => {
  it("answers a client on this machine", async () => {
    expect(await getFrom("127.0.0.1", "/api/dev/outbox")).toBe(200);
    expect(await getFrom("127.0.0.1", "/dev/mailbox")).toBe(200);
  });

  it.skipIf(nodeOnly("TRUSTED_PROXIES is the Node server's; on Workers Cloudflare's edge names the caller"))(
    "answers 404 to a client elsewhere, also through a trusted proxy on this machine",
    async () => {
      expect(await getFrom(PROXY, "/api/dev/outbox", "203.0.113.9")).toBe(404);
      expect(await getFrom(PROXY, "/dev/mailbox", "203.0.113.9")).toBe(404);
    },
  );

  it.skipIf(nodeOnly("the proxy's peer address is the Node server's socket"))(
    "answers 404 through a proxy on this machine that TRUSTED_PROXIES does not name",
    async () => {
      // A reverse proxy on the same host: the peer is loopback, the forwarding header gives it away.
      const proxied: Record<string, string>[] = [
        { "X-Forwarded-For": "203.0.113.9" },
        { Forwarded: "for=203.0.113.9" },
        { Via: "1.1 proxy" },
        { "X-Real-IP": "203.0.113.9" },
      ];
      for (const headers of proxied) {
        expect(await getFrom("127.0.0.1", "/api/dev/outbox", headers), JSON.stringify(headers)).toBe(404);
        expect(await getFrom("127.0.0.1", "/dev/mailbox", headers)).toBe(404);
      }
    },
  );

  it("never writes a sign-up or reset link to the log", async () => {
    const email = `log-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await server.fetch("/api/users/forgotpassword", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ emailAddress: email }),
    });
    const user = await insertUser(server, { email });
    await server.fetch("/api/users/forgotpassword", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ emailAddress: user.email }),
    });
    for (const startedAt = Date.now(); Date.now() - startedAt < 20_000; ) {
      if (server.logs.some((line) => line.msg === "email kept in the outbox" && line.to === email)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const kept = server.logs.filter((line) => line.to === email);
    expect(kept.length).toBeGreaterThan(0);
    expect(JSON.stringify(server.logs)).not.toMatch(/reset-password\?token=/);
  });
});
