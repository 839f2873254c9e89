import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { ZErrorEnvelope } from "#shared/errors/envelope";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { ZHealthResponse } from "#shared/schemas/health";
import { isErrorLog, productionBindings, REPO_ROOT, type RunningWorker, startWorker, WRANGLER } from "./start-worker";

let worker: RunningWorker;

beforeAll(async () => {
  worker = await startWorker(productionBindings());
});

afterAll(async () => {
  await worker?.dispose();
});

// A test that expects the Worker to log an error takes those lines itself; any other is a failure.
afterEach(() => {
  expect(worker.takeLogs().filter(isErrorLog)).toEqual([]);
});

describe("GET /api/health on the Workers build", () => {
  it("answers ok from workerd with the database reached through the Neon driver", async () => {
    const response = await worker.fetch("/api/health");

    expect(response.status).toBe(200);
    const report = ZHealthResponse.parse(await response.json());
    expect(report).toMatchObject({
      status: "ok",
      runtime: "workers",
      adapters: { db: "neon", writer: "openai", payments: "stripe", mailer: "resend" },
      database: { reachable: true },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("depends on the real PostgreSQL: refused while the test database takes no connections", async () => {
    const database = new URL(inject("databaseUrl")).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
    await admin.connect();
    try {
      await admin.query(`alter database ${admin.escapeIdentifier(database)} allow_connections false`);
      const refused = await worker.fetch("/api/health");
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
    } finally {
      await admin.query(`alter database ${admin.escapeIdentifier(database)} allow_connections true`);
      await admin.end();
    }
    // PostgreSQL's own refusal, relayed by the driver, is what the server log names as the cause.
    expect(
      worker
        .takeLogs()
        .filter(isErrorLog)
        .map((log) => log.message),
    ).toEqual([expect.stringMatching(/database ping failed.*is not currently accepting connections/)]);

    const restored = await worker.fetch("/api/health");
    expect(restored.status).toBe(200);
  });

  it("sends the security headers, HSTS included in production, and a request id", async () => {
    const response = await worker.fetch("/api/health");

    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a sane request id sent by the caller", async () => {
    const response = await worker.fetch("/api/health", { headers: { "X-Request-Id": "caller-trace-0001" } });

    expect(response.headers.get("x-request-id")).toBe("caller-trace-0001");
  });
});

describe("the rest of the HTTP surface on the Workers build", () => {
  it("answers an unknown API path with 404 in the error envelope", async () => {
    const response = await worker.fetch("/api/nope");

    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = ZErrorEnvelope.parse(await response.json());
    expect(body).toEqual({
      success: false,
      message: STATUS_MESSAGES[404],
      error: { code: "404", message: STATUS_MESSAGES[404], details: { key: "notFound", path: "/api/nope" } },
    });
  });

  it("serves the tRPC health query with the same report as REST", async () => {
    const [rest, rpc] = await Promise.all([worker.fetch("/api/health"), worker.fetch("/trpc/health")]);

    expect(rpc.status).toBe(200);
    const restReport = ZHealthResponse.parse(await rest.json());
    const rpcReport = ZHealthResponse.parse(((await rpc.json()) as { result: { data: unknown } }).result.data);
    const comparable = ({ time: _time, database, ...rest }: typeof restReport) => ({
      ...rest,
      reachable: database.reachable,
    });
    expect(comparable(rpcReport)).toEqual(comparable(restReport));
    expect(rpcReport.database.reachable).toBe(true);
  });

  it("serves the SPA from the static assets, for deep links too", async () => {
    const index = readFileSync(join(REPO_ROOT, WRANGLER.assets.directory, "index.html"), "utf8");

    for (const path of ["/", "/some/deep/link"]) {
      const response = await worker.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      // The same security headers as the Worker's own answers, from the build's _headers file.
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
      expect(await response.text()).toBe(index);
    }
  });

  it("serves Swagger UI's files for /api/docs from the static assets", async () => {
    const script = await worker.fetch("/api-docs/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
