import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCallerFactory } from "#worker/trpc/init";
import { appRouter } from "#worker/trpc/router";
import { type ApiServer, startApiServer } from "../support/api-server";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const createCaller = createCallerFactory(appRouter);

describe("procedures through a caller (no HTTP)", () => {
  it("health reports the same database the REST route sees", async () => {
    const caller = createCaller({
      deps: server.deps,
      db: server.handle.db,
      now: new Date(),
      clientIp: null,
      defer: () => {},
      requestId: "caller-test",
      authorization: undefined,
    });
    const report = await caller.health();
    expect(report).toMatchObject({ status: "ok", database: { reachable: true }, adapters: { db: "pglite" } });
  });
});
