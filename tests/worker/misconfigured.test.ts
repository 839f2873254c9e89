import { afterEach, describe, expect, it } from "vitest";
import { ZErrorEnvelope } from "#shared/errors/envelope";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { freePort } from "../support/free-port";
import { isErrorLog, productionBindings, type RunningWorker, startWorker, WRANGLER } from "./start-worker";

let worker: RunningWorker | undefined;

afterEach(async () => {
  await worker?.dispose();
  worker = undefined;
});

describe("a Worker deployed with a bad configuration", () => {
  it("answers 500 in the error envelope, logging the cause but never sending it", async () => {
    worker = await startWorker(productionBindings({ JWT_SECRET: undefined }));

    const response = await worker.fetch("/api/health");

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(ZErrorEnvelope.parse(JSON.parse(text))).toEqual({
      success: false,
      message: STATUS_MESSAGES.serverError,
      error: { code: "500", message: STATUS_MESSAGES.serverError, details: { key: "serverError" } },
    });
    expect(text).not.toMatch(/JWT_SECRET|stack|\bat .+:\d+/);
    const errors = worker.takeLogs().filter(isErrorLog);
    expect(errors.map((log) => log.message)).toEqual([expect.stringContaining("JWT_SECRET")]);
  });

  it("fails its cron run instead of reporting success", async () => {
    worker = await startWorker(productionBindings({ JWT_SECRET: undefined }));
    const [cron = ""] = WRANGLER.crons;

    const result = await worker.scheduled(cron, new Date());

    expect(result.outcome).toBe("exception");
  });
});

describe("a Worker whose database does not answer", () => {
  it("reports 503 with the database unreachable", async () => {
    // Both the proxy and the server address are closed ports: the bridge always dials the harness's
    // PostgreSQL, so only a dead proxy address makes the database truly unreachable.
    const closed = await freePort();
    worker = await startWorker(
      productionBindings({
        DATABASE_URL: `postgresql://postgres:unused@127.0.0.1:${closed}/specwright_worker_test`,
        NEON_WS_PROXY: `127.0.0.1:${closed}`,
      }),
    );

    const response = await worker.fetch("/api/health");

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: "degraded",
      runtime: "workers",
      database: { reachable: false, error: "The database did not answer." },
    });
    expect(
      worker
        .takeLogs()
        .filter(isErrorLog)
        .map((log) => log.message),
    ).toEqual([expect.stringContaining("database ping failed")]);
  });
});
