import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

const READY_LINE = "Specwright is running at";
const STOP_TIMEOUT_MS = 20_000;

export type ServerProcess = {
  child: ChildProcess;
  output(): string;
  /**
   * Resolves with npm's exit code once every process of the group has let go of the output; null
   * when npm itself ended on the signal (the server's own clean stop shows in its data dir).
   */
  exited: Promise<number | null>;
  /** SIGINT to the whole group (as Ctrl-C in a terminal); SIGKILL only if it does not stop. */
  stop(): Promise<number | null>;
  /** SIGKILL to the whole group at once: a crash, no clean-up. */
  kill(): Promise<number | null>;
};

export type NodeServer = ServerProcess & { url: string; dataDir: string };

export async function freshDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "specwright-data-"));
}

/**
 * Runs `npm start` exactly as a person would, in its own process group so that signals reach
 * npm, tsx and the server alike. `onOutput` sees everything it prints (the pipes never fill).
 */
export function spawnNodeServer(
  env: Record<string, string>,
  onOutput?: (chunk: string) => void,
  script: StartScript = "start",
): ServerProcess {
  const [command, ...args] = npmStart(script);
  const child = spawn(command, args, {
    // The suites sign many users up from this machine; the limit has its own api test.
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      SIGNUPS_PER_HOUR: "100000",
      PAYMENT_DECLINES_PER_HOUR: "100000",
      PAYMENT_ATTEMPTS_PER_DAY: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(chunk.toString());
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  const stop = async () => {
    signalGroup(child, "SIGINT");
    const timer = setTimeout(() => signalGroup(child, "SIGKILL"), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  const kill = async () => {
    signalGroup(child, "SIGKILL");
    return exited;
  };
  return { child, output: () => output, exited, stop, kill };
}

/** Starts the server on a free port (and a fresh data dir unless given); resolves once it listens. */
export async function startNodeServer(
  options: {
    dataDir?: string;
    timeoutMs?: number;
    onOutput?: (chunk: string) => void;
    env?: Record<string, string>;
    /** `start:postgres` runs it on a real PostgreSQL of its own in the data dir. */
    script?: StartScript;
  } = {},
): Promise<NodeServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await freshDataDir());
  const url = `http://localhost:${port}`;
  const server = spawnNodeServer(
    { ...options.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: url },
    options.onOutput,
    options.script,
  );
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  let exitedEarly = false;
  void server.exited.then(() => {
    exitedEarly = true;
  });
  while (!server.output().includes(`${READY_LINE} ${url}`)) {
    if (exitedEarly || Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not start (${exitedEarly ? "it exited" : "time-out"}):\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...server, url, dataDir };
}

type StartScript = "start" | "start:postgres";

/** `npm run start` with the npm that started this run (npm_execpath), else the one on PATH. */
function npmStart(script: StartScript): [string, ...string[]] {
  const args = ["run", script, "--silent"];
  const npmCli = process.env.npm_execpath;
  return npmCli ? [process.execPath, npmCli, ...args] : ["npm", ...args];
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already exited.
  }
}
