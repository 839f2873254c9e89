import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, nodeOnly, startApiServer } from "../support/api-server";

/** The development mailbox holds sign-up and reset links: it answers this machine only. */
const PROXY = "127.0.9.1";
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ env: { TRUSTED_PROXIES: PROXY } });
});
afterAll(() => server.close());

/** A GET from a given local address, optionally through the trusted proxy for a given client. */
function getFrom(localAddress: string, path: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, server.url),
      { localAddress, headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
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
});
