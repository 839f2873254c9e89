import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZHealthResponse } from "#shared/schemas/health";
import { type ApiServer, startApiServer } from "../support/api-server";

// The embedded database on Node; production's driver on Workers.
const DB_ADAPTER = { node: "pglite", workers: "neon" } as const;

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

describe("GET /api/health", () => {
  it("reports a reachable database and the adapter of each port", async () => {
    const response = await server.fetch("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = ZHealthResponse.parse(await response.json());
    expect(body).toMatchObject({
      status: "ok",
      runtime: server.runtime,
      database: { reachable: true },
      adapters: { db: DB_ADAPTER[server.runtime], writer: "offline", payments: "sandbox", mailer: "outbox" },
    });
  });

  it("answers 503 with the cause kept in the server log when the database does not answer", async () => {
    const broken = await startApiServer();
    await broken.stopDatabase();
    try {
      const response = await broken.fetch("/api/health");
      expect(response.status).toBe(503);
      const body = ZHealthResponse.parse(await response.json());
      expect(body.status).toBe("degraded");
      expect(body.database).toMatchObject({ reachable: false, error: "The database did not answer." });
      expect(broken.logs.some((line) => line.level === "error" && line.msg === "database ping failed")).toBe(true);
    } finally {
      await broken.close().catch(() => {});
    }
  });
});

describe("tRPC health query", () => {
  it("returns the same report through the same service", async () => {
    const response = await server.fetch("/trpc/health");
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { data: unknown } };
    expect(ZHealthResponse.parse(result.data)).toMatchObject({
      status: "ok",
      adapters: { db: DB_ADAPTER[server.runtime] },
    });
  });

  it("answers an unknown procedure with a tRPC error that carries the spec's code and no stack", async () => {
    const response = await server.fetch("/trpc/nothing.here");
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(error.data).toMatchObject({ code: "NOT_FOUND", httpStatus: 404, appCode: "404" });
    expect(error.data).not.toHaveProperty("stack");
  });

  it("serves batched calls", async () => {
    const response = await server.fetch("/trpc/health,health?batch=1&input=%7B%7D");
    const results = (await response.json()) as { result: { data: { status: string } } }[];
    expect(results.map((item) => item.result.data.status)).toEqual(["ok", "ok"]);
  });
});
