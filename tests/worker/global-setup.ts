import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { createDb } from "../../db/client";
import { applyMigrations } from "../../db/migrate";
import { type RunningPostgres, startEmbeddedPostgres } from "../support/embedded-postgres";
import { startWsTcpBridge, type WsTcpBridge } from "../support/ws-tcp-bridge";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated test database, for the Worker's DATABASE_URL and for the tests' own checks. */
    databaseUrl: string;
    /** The server's maintenance database, for statements that cannot run inside the test database. */
    adminDatabaseUrl: string;
    /** host:port of the WebSocket-to-TCP bridge in front of PostgreSQL (the Worker's NEON_WS_PROXY). */
    neonWsProxy: string;
    /** A local stand-in of the mail provider's API that accepts every email (the Worker's MAIL_API_URL). */
    mailApiUrl: string;
  }
}

const TEST_DATABASE = "specwright_worker_test";
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Once per run of the worker layer: builds the Worker as `npm run build:worker` does, starts a real
 * PostgreSQL with the committed migrations applied, and the bridge through which the Neon driver
 * reaches it. Whatever was started is stopped again, even when a later step fails.
 */
export default async function setup({ provide }: TestProject) {
  const started: Stoppable[] = [];
  const teardown = () => stopAll(started);
  try {
    const postgres = await startTogetherWithBuild(started);
    await postgres.createDatabase(TEST_DATABASE);
    await migrate(postgres.url(TEST_DATABASE));
    const bridge = await startWsTcpBridge({ host: "127.0.0.1", port: postgres.port });
    started.push({ stop: () => bridge.close() });
    const mail = await startMailSink();
    started.push(mail);
    provideAll(provide, postgres, bridge);
    provide("mailApiUrl", mail.url);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

type Stoppable = { stop(): Promise<void> };

/** The build and the database start are independent, so they overlap; both must succeed. */
async function startTogetherWithBuild(started: Stoppable[]): Promise<RunningPostgres> {
  const [postgres, build] = await Promise.allSettled([startEmbeddedPostgres(), buildWorker()]);
  if (postgres.status === "fulfilled") started.push(postgres.value);
  if (build.status === "rejected") throw build.reason;
  if (postgres.status === "rejected") throw postgres.reason;
  return postgres.value;
}

/** Last started, first stopped; one failing to stop does not leave the others running. */
async function stopAll(started: Stoppable[]) {
  const failures: unknown[] = [];
  for (const service of started.reverse()) await service.stop().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, "Stopping the worker test services failed");
}

function provideAll(provide: TestProject["provide"], postgres: RunningPostgres, bridge: WsTcpBridge) {
  provide("databaseUrl", postgres.url(TEST_DATABASE));
  provide("adminDatabaseUrl", postgres.url("postgres"));
  provide("neonWsProxy", `127.0.0.1:${bridge.port}`);
}

/** The same migration code as `npm run db:migrate` with DATABASE_URL set (node-postgres). */
async function migrate(url: string) {
  const handle = await createDb({ kind: "node-postgres", url });
  try {
    await applyMigrations(handle);
  } finally {
    await handle.close();
  }
}

/** Runs the real build script so the tests exercise the bundle that would be deployed. */
async function buildWorker() {
  const child = spawn("npm", ["run", "build:worker"], { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`npm run build:worker failed (exit code ${code}):\n${output}`);
}

/** Accepts POST /emails as Resend does, so the Worker's email deliveries succeed without the internet. */
async function startMailSink(): Promise<Stoppable & { url: string }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"em_sink"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
