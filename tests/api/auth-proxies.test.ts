import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import { createUser, PASSWORD, postFrom } from "../support/auth-client";

/** Behind a reverse proxy on Node, TRUSTED_PROXIES decides whose X-Forwarded-For is read. */
const PROXY = "127.0.9.1";
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ env: { TRUSTED_PROXIES: PROXY } });
});
afterAll(() => server.close());

const loginVia = (from: string, forwardedFor: string, username: string, password: string) =>
  postFrom(server, from, "/api/connect/login", { username, password }, { "X-Forwarded-For": forwardedFor });

describe("TRUSTED_PROXIES", () => {
  it("counts failures per client behind a trusted proxy, so one client's guesses do not block another", async () => {
    const user = await createUser(server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await loginVia(PROXY, "203.0.113.7", user.email, "Wrong-pass1!")).status).toBe(401);
    }
    expect((await loginVia(PROXY, "203.0.113.7", user.email, PASSWORD)).status).toBe(429);
    // The same account from another client through the same proxy.
    expect((await loginVia(PROXY, "198.51.100.4", user.email, PASSWORD)).status).toBe(200);
  });

  it("ignores X-Forwarded-For from anyone who is not a trusted proxy", async () => {
    const user = await createUser(server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const forged = `192.0.2.${attempt}`;
      expect((await loginVia("127.0.9.2", forged, user.email, "Wrong-pass1!")).status).toBe(401);
    }
    expect((await loginVia("127.0.9.2", "192.0.2.99", user.email, PASSWORD)).status).toBe(429);
  });
});
