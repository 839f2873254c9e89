import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { readWranglerConfig } from "../../tests/worker/wrangler-config";
import { median } from "./rounds";

export type WorkerStart = { appMs: number[]; helloMs: number[]; bundleKb: number };

const HELLO = 'export default { fetch() { return new Response("ok"); } };';

/**
 * How long local workerd takes from start to the first answer: the built Worker (as deployed, its
 * first request evaluates its script) against a one-line Worker, alternated `rounds` times; the
 * difference is what our script costs at start-up.
 */
export async function measureWorkerStart(rounds: number): Promise<WorkerStart> {
  await run("npm", ["run", "build:worker"]);
  const wrangler = readWranglerConfig("wrangler.toml");
  const options = {
    compatibilityDate: wrangler.compatibilityDate,
    compatibilityFlags: wrangler.compatibilityFlags,
  };
  const bundle = await readFile("dist/worker/entry.cloudflare.js");
  // Handed over as its one module: given a path, Miniflare itself parses the 2.4 MB script (in
  // Node, to find its imports) before workerd sees it, ~500 ms that a deployed Worker never pays.
  const modules = [{ type: "ESModule" as const, path: "entry.cloudflare.js", contents: bundle.toString("utf8") }];
  const result: WorkerStart = { appMs: [], helloMs: [], bundleKb: gzipSync(bundle, { level: 9 }).length / 1024 };
  for (let round = 0; round < rounds; round++) {
    result.helloMs.push(await firstAnswer(new Miniflare({ ...options, modules: true, script: HELLO }), "/", 200));
    result.appMs.push(
      await firstAnswer(
        new Miniflare({
          ...options,
          modules,
          // The app is built and answers (404: no static assets here) without touching a database.
          bindings: {
            NODE_ENV: "development",
            JWT_SECRET: "bench-only-secret-0123456789abcdef0123",
            DATABASE_URL: "postgres://nobody@127.0.0.1:9/none",
            LOG_LEVEL: "silent",
          },
        }),
        "/no-such-page",
        404,
      ),
    );
  }
  return result;
}

async function firstAnswer(mf: Miniflare, path: string, status: number): Promise<number> {
  const started = performance.now();
  try {
    await mf.ready;
    const response = await mf.dispatchFetch(`http://localhost${path}`);
    const body = await response.text();
    // Anything else (a configuration refused with 500) would time a different path.
    if (response.status !== status)
      throw new Error(`${path} answered ${response.status}, not ${status}: ${body.slice(0, 300)}`);
    return performance.now() - started;
  } finally {
    await mf.dispose();
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")}: ${code}`))));
  });
}

export function startCost(figures: WorkerStart): number {
  return median(figures.appMs) - median(figures.helloMs);
}
