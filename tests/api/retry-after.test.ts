import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, signedInUser } from "../support/auth-client";

/**
 * Every 429 says when to ask again (issue 29), on REST and on tRPC alike: here ten wrong current
 * passwords in a password change count as sign-in failures and the eleventh is refused.
 */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const wrong = { currentPassword: "Not-the-password-1!", newPassword: "N3w-password!x" };

describe("Retry-After", () => {
  it("is on a 429 from a REST route and from a tRPC procedure", async () => {
    const { tokens } = await signedInUser(server);
    const auth = bearer(tokens.access_token);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await call(server, "PUT", "/api/users/me/password", wrong, auth)).status).toBe(400);
    }
    const rest = await call(server, "PUT", "/api/users/me/password", wrong, auth);
    expect(rest.status).toBe(429);
    const restWait = Number(rest.headers.get("retry-after"));
    expect(restWait).toBeGreaterThan(0);
    expect(restWait).toBeLessThanOrEqual(15 * 60);

    const trpc = await server.fetch("/trpc/users.changePassword", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify(wrong),
    });
    await trpc.text();
    expect(trpc.status).toBe(429);
    const trpcWait = Number(trpc.headers.get("retry-after"));
    expect(trpcWait).toBeGreaterThan(0);
    expect(trpcWait).toBeLessThanOrEqual(15 * 60);
  });
});
