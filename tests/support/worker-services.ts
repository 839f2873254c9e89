import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createDb } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { type RunningPostgres, startEmbeddedPostgres } from "./embedded-postgres";

/**
 * What the Workers build is tested against, started once per run by a layer's global setup (the
 * worker layer's and the api suite's Workers run): the build itself, a real PostgreSQL, the bridge
 * the Neon driver reaches it through, and a mail provider stand-in.
 */
export type Stoppable = { stop(): Promise<void> };

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The build and the database start are independent, so they overlap; both must succeed. */
export async function startPostgresWithBuild(started: Stoppable[]): Promise<RunningPostgres> {
  const [postgres, build] = await Promise.allSettled([startEmbeddedPostgres(), buildWorker()]);
  if (postgres.status === "fulfilled") started.push(postgres.value);
  if (build.status === "rejected") throw build.reason;
  if (postgres.status === "rejected") throw postgres.reason;
  return postgres.value;
}

/** Last started, first stopped; one failing to stop does not leave the others running. */
export async function stopAll(started: Stoppable[]) {
  const failures: unknown[] = [];
  for (const service of started.reverse()) await service.stop().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, "Stopping the worker test services failed");
}

/** The same migration code as `npm run db:migrate` with DATABASE_URL set (node-postgres). */
export async function migrate(url: string) {
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
export async function startMailSink(): Promise<Stoppable & { url: string }> {
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
