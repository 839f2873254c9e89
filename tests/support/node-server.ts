import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

export type NodeServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Sends SIGINT (Ctrl-C) and resolves with the exit code. */
  stop(): Promise<number | null>;
};

export async function freshDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "specwright-data-"));
}

/** Runs `npm start`'s program (worker/entry.node.ts through tsx) as its own process. */
export function spawnNodeServer(env: Record<string, string>): { child: ChildProcess; output(): string } {
  const child = spawn("node_modules/.bin/tsx", ["worker/entry.node.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Starts the server on a free port (and a fresh data dir unless given) and waits until it listens. */
export async function startNodeServer(options: { dataDir?: string; timeoutMs?: number } = {}): Promise<NodeServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await freshDataDir());
  const url = `http://localhost:${port}`;
  const { child, output } = spawnNodeServer({ PORT: String(port), DATA_DIR: dataDir, APP_URL: url });
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (!output().includes(`Specwright is running at ${url}`)) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    child,
    output,
    stop: () => {
      child.kill("SIGINT");
      return exitCode(child);
    },
  };
}
