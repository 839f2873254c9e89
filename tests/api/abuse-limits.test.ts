import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "#db/schema/index";
import { WEEKLY } from "#worker/jobs/scheduled";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, PASSWORD, post, postFrom, uniqueEmail } from "../support/auth-client";
import { signedInUser } from "../support/factories";
import { DAY } from "../support/test-clock";

/** Limits on what one client address or one user may create: accounts, drafts, page views. */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ env: { SIGNUPS_PER_HOUR: "3" } });
});
afterAll(() => server.close());

const signUpFrom = (address: string) =>
  postFrom(server, address, "/api/users", { email: uniqueEmail("burst"), password: PASSWORD, firstName: "Burst" });

describe("sign-ups per address", () => {
  it("refuses the account over SIGNUPS_PER_HOUR from one address with 429; another address goes on", async () => {
    for (let index = 0; index < 3; index++) expect((await signUpFrom("127.0.8.1")).status).toBe(201);
    const refused = await signUpFrom("127.0.8.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      success: false,
      message: "Too many accounts were created from this address. Please try again later.",
    });
    expect((await signUpFrom("127.0.8.2")).status).toBe(201);
  });
});

describe("open drafts per user", () => {
  it("refuses the 51st draft with 409, also when the starts arrive at once", async () => {
    const { tokens } = await signedInUser(server);
    const start = () => post(server, "/api/conversations/init", {}, bearer(tokens.access_token));
    for (let index = 0; index < 45; index++) expect((await start()).status).toBe(201);
    const burst = await Promise.all(Array.from({ length: 10 }, start));
    expect(burst.filter((response) => response.status === 201)).toHaveLength(5);
    const refused = burst.filter((response) => response.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toMatchObject({
      success: false,
      message: "You have 50 product definitions in draft. Answer one before starting another.",
    });
    const list = await call<{ conversations: unknown[] }>(
      server,
      "GET",
      "/api/conversations",
      undefined,
      bearer(tokens.access_token),
    );
    expect(list.body.conversations).toHaveLength(50);
  });
});

describe("page views", () => {
  it("stores 60 a minute from one address and declines the rest; another address goes on", async () => {
    const view = (address: string) =>
      postFrom<{ stored: boolean }>(server, address, "/api/analytics/page-views", { path: "/" });
    const first = await Promise.all(Array.from({ length: 60 }, () => view("127.0.8.9")));
    expect(first.every((response) => response.body.stored)).toBe(true);
    const over = await view("127.0.8.9");
    expect(over.status).toBe(200);
    expect(over.body.stored).toBe(false);
    expect((await view("127.0.8.10")).body.stored).toBe(true);
  });

  it("are deleted by the weekly job once they are 90 days old", async () => {
    const now = new Date();
    await server.handle.db.insert(analyticsEvents).values([
      { path: "/old", createdAt: new Date(now.getTime() - 91 * DAY) },
      { path: "/recent", createdAt: new Date(now.getTime() - 89 * DAY) },
    ]);
    await server.runScheduled(WEEKLY, now);
    const paths = (await server.handle.db.select({ path: analyticsEvents.path }).from(analyticsEvents)).map(
      (row) => row.path,
    );
    expect(paths).toContain("/recent");
    expect(paths).not.toContain("/old");
  });
});
