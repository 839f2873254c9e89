import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import chromium from "@sparticuz/chromium";
import { freePort } from "../support/free-port";

const READY_LINE = "Specwright is running at";
// The first start builds the web app before it listens.
const START_TIMEOUT_MS = 3 * 60_000;
const STOP_TIMEOUT_MS = 20_000;

/**
 * Starts the server as `npm start` does, on a free port over a fresh data directory, and resolves
 * the browser. Returns the teardown, which stops the server with SIGINT (as Ctrl+C would) and
 * checks that it shut down cleanly.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.CHROMIUM_PATH ||= await chromium.executablePath();

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "specwright-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const [command, ...args] = npmStart();
  const server = spawn(command, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so SIGINT reaches npm, tsx and the server alike, as in a terminal.
    detached: true,
  });
  try {
    await waitForReady(server);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    await stop(server);
    // The server deletes its lock file only after it has closed the database: proof of a clean stop.
    const clean = !existsSync(join(dataDir, "server.pid"));
    await rm(dataDir, { recursive: true, force: true });
    if (!clean) throw new Error("The server did not shut down cleanly: its data directory was still locked");
  };
}

/** `npm run start` with the npm that started this run (npm_execpath), else the one on PATH. */
function npmStart(): [string, ...string[]] {
  const npmCli = process.env.npm_execpath;
  const args = ["run", "start", "--silent"];
  if (npmCli) return [process.execPath, npmCli, ...args];
  return [process.platform === "win32" ? "npm.cmd" : "npm", ...args];
}

/** Resolves on the ready line; forwards all output so the pipes never fill and failures are visible. */
function waitForReady(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onOutput = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      target.write(`[server] ${chunk.toString()}`);
      if (seen.includes(READY_LINE)) return;
      seen = (seen + chunk.toString()).slice(-1000);
      if (seen.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on("data", onOutput(process.stdout));
    server.stderr?.on("data", onOutput(process.stderr));
    server.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited before it was ready (code ${code}, signal ${signal})`));
    });
  });
}

/**
 * SIGINT to the whole group, then wait until every process in it has let go of the output pipes
 * (npm may exit before the server has finished closing its database). SIGKILL only as a last resort.
 */
async function stop(server: ChildProcess): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    if (server.stdout?.closed && server.stderr?.closed) resolve();
    else server.once("close", () => resolve());
  });
  signalGroup(server, "SIGINT");
  const timer = setTimeout(() => signalGroup(server, "SIGKILL"), STOP_TIMEOUT_MS);
  await closed;
  clearTimeout(timer);
}

function signalGroup(server: ChildProcess, signal: NodeJS.Signals) {
  if (server.pid === undefined) return;
  try {
    process.kill(-server.pid, signal);
  } catch {
    // The group is already gone.
  }
}
