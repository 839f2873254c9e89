import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { startEmbeddedPostgres } from "../tests/support/embedded-postgres";
import { freePort } from "../tests/support/free-port";
import { createLogger } from "../worker/logging/logger";
import { ensureWebBuild, WEB_DIST } from "../worker/node/web-build";
import { measureDocumentStream } from "./bench/document-stream";
import { firstLoadPerRoute, languagePackSizes } from "./bench/first-load";
import { lighthouseScores } from "./bench/lighthouse";
import { type LoadFigures, loadRun } from "./bench/load";
import { interleavedRounds, median, ratios, type Sample, spread, type Target } from "./bench/rounds";
import { measureWorkerStart, startCost } from "./bench/worker-start";

/**
 * `npm run bench`: figures for the issue-15 budgets, on this machine, in one run.
 * - Throughput: the app's routes, its node:http baseline and three "hello" anchors (node:http,
 *   Hono, tRPC in Hono), measured in interleaved rounds; medians with their range across rounds.
 * - The streamed RFP's first byte and total time.
 * - First-load JavaScript and CSS per route, gzipped, as the server names it.
 * - The Workers build's size and its start-up in local workerd.
 * - Lighthouse mobile performance of six pages as `npm start` serves them, on a first visit (the
 *   HTTP cache cleared) and on a repeat visit.
 * - Founders walking the questionnaire at once, on PGlite and on a real PostgreSQL, side by side.
 * Budgets are checked on medians; over budget, it says so and exits with 1. Tests never time things.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_FOUNDERS = Number(process.env.BENCH_LOAD_FOUNDERS ?? 30);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const BUDGET = {
  honoVsBaseline: 0.7,
  firstByteP95Ms: 50,
  firstLoadKb: 170,
  loginFirstLoadKb: 130,
  lighthouse: 95,
  workerStartMs: 400,
  /**
   * What Cloudflare accepts: 3 MiB gzipped on the free plan (10 MiB on paid). Issue 15's 400 KiB
   * was retired by decision 017 (the AI SDK, pptxgenjs and the driver alone exceed it); start-up,
   * not size, is what the bench holds the Worker to.
   */
  workerKib: 3 * 1024,
  /** Issue 30: an answer's p95 with 30 founders walking the questionnaire at once, on PGlite. */
  loadAnswerP95Ms: 500,
};

const overBudget: string[] = [];
function check(ok: boolean, what: string) {
  if (!ok) overBudget.push(what);
}

async function main() {
  await ensureWebBuild(createLogger("warn"));
  const dataDir = await mkdtemp(join(tmpdir(), "specwright-bench-"));
  const ports = {
    app: await freePort(),
    base: await freePort(),
    node: await freePort(),
    hono: await freePort(),
    trpc: await freePort(),
  };
  const servers = [
    start("node", ["scripts/start.mjs"], {
      PORT: String(ports.app),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SIGNUPS_PER_HOUR: "100000",
      PAYMENT_DECLINES_PER_HOUR: "100000",
      PAYMENT_ATTEMPTS_PER_DAY: "100000",
    }),
    start("node_modules/.bin/tsx", ["scripts/bench/baseline-server.ts", String(ports.base)]),
    start("node_modules/.bin/tsx", ["scripts/bench/hello-server.ts", "node", String(ports.node)]),
    start("node_modules/.bin/tsx", ["scripts/bench/hello-server.ts", "hono", String(ports.hono)]),
    start("node_modules/.bin/tsx", ["scripts/bench/hello-server.ts", "trpc", String(ports.trpc)]),
  ];
  const app = `http://127.0.0.1:${ports.app}`;
  try {
    await Promise.all([
      ready(`${app}/api/health`),
      ready(`http://localhost:${ports.base}/`),
      ready(`http://localhost:${ports.node}/`),
      ready(`http://localhost:${ports.hono}/`),
      ready(`http://localhost:${ports.trpc}/trpc/hello`),
    ]);
    await throughput(app, ports);
    await stream(app);
    await firstLoad();
    await workerStart();
    if (LIGHTHOUSE_RUNS > 0) await pageScores(app);
    if (LOAD_SECONDS > 0) await load(app, servers[0]?.pid);
  } finally {
    for (const server of servers) server.kill("SIGINT");
    await Promise.all(servers.map(exited));
    await rm(dataDir, { recursive: true, force: true });
  }
  if (overBudget.length > 0) {
    console.log(`\nOVER BUDGET:\n- ${overBudget.join("\n- ")}`);
    process.exitCode = 1;
  } else console.log("\nEvery budget met.");
}

async function throughput(app: string, ports: Record<string, number>) {
  const token = await signedInToken(app);
  const targets: Target[] = [
    { name: "node:http hello", url: `http://localhost:${ports.node}/` },
    { name: "Hono hello", url: `http://localhost:${ports.hono}/` },
    { name: "tRPC hello (in Hono)", url: `http://localhost:${ports.trpc}/trpc/hello` },
    { name: "node:http baseline (health check)", url: `http://localhost:${ports.base}/` },
    { name: "GET /api/health", url: `${app}/api/health` },
    { name: "tRPC health query", url: `${app}/trpc/health` },
    { name: "GET /api/users/me (bearer)", url: `${app}/api/users/me`, headers: { Authorization: `Bearer ${token}` } },
  ];
  console.log(
    `\nThroughput: ${ROUNDS} interleaved rounds of ${DURATION_S} s per target, 32 connections, ${process.version}`,
  );
  const samples = await interleavedRounds(targets, ROUNDS, DURATION_S);
  const of = (name: string) => samples.get(name) ?? [];
  console.table(
    targets.map(({ name }) => ({
      target: name,
      "req/s median (range)": spread(of(name).map((sample) => sample.rps)),
      "p50 ms": median(of(name).map((sample) => sample.p50)),
      "p99 ms": median(of(name).map((sample) => sample.p99)),
    })),
  );
  const compare = (label: string, a: Sample[], b: Sample[], note: string) => {
    const values = ratios(a, b).map((value) => value * 100);
    console.log(`${label}: ${spread(values)}% ${note}`);
    return median(values) / 100;
  };
  compare("Hono hello vs node:http hello", of("Hono hello"), of("node:http hello"), "(anchor: about 84%)");
  compare("tRPC hello vs Hono hello", of("tRPC hello (in Hono)"), of("Hono hello"), "(anchor: about 26%)");
  const health = compare(
    "GET /api/health vs its node:http baseline",
    of("GET /api/health"),
    of("node:http baseline (health check)"),
    `(budget >= ${BUDGET.honoVsBaseline * 100}%)`,
  );
  check(health >= BUDGET.honoVsBaseline, `GET /api/health at ${Math.round(health * 100)}% of its baseline`);
  compare("GET /api/users/me vs GET /api/health", of("GET /api/users/me (bearer)"), of("GET /api/health"), "");
}

async function stream(app: string) {
  const figures = await measureDocumentStream(app);
  console.log(
    `\nRFP from the offline writer, streamed (${figures.samples} runs): first byte p50 ${figures.firstByteP50} ms, ` +
      `p95 ${figures.firstByteP95} ms (budget <= ${BUDGET.firstByteP95Ms}); total p50 ${figures.totalP50} ms, p95 ${figures.totalP95} ms`,
  );
  check(figures.firstByteP95 <= BUDGET.firstByteP95Ms, `RFP first byte p95 ${figures.firstByteP95} ms`);
}

async function firstLoad() {
  const routes = await firstLoadPerRoute(WEB_DIST);
  console.log("\nFirst-load JavaScript and CSS per route (entry, preloads, stylesheet, route chunks; gzip -9)");
  console.table(
    routes.map(({ route, kb }) => {
      const budget = route === "/login" ? BUDGET.loginFirstLoadKb : BUDGET.firstLoadKb;
      check(kb <= budget, `first load of ${route}: ${kb.toFixed(1)} KB (budget ${budget})`);
      return { route, "KB gz": Number(kb.toFixed(1)), budget, "": kb <= budget ? "" : "over" };
    }),
  );
  const packs = await languagePackSizes(WEB_DIST);
  console.log(
    `Language packs (loaded once before the first paint by users of the language): ${packs
      .map(({ language, kb }) => `${language} ${kb.toFixed(1)} KB`)
      .join(", ")}`,
  );
}

async function workerStart() {
  const figures = await measureWorkerStart(ROUNDS);
  const cost = startCost(figures);
  console.log(
    `\nWorkers build: ${figures.bundleKb.toFixed(0)} KiB gzipped (budget <= ${BUDGET.workerKib}); local workerd, start to ` +
      `first answer: ${spread(figures.appMs)} ms against ${spread(figures.helloMs)} ms for a one-line Worker, ` +
      `so the script costs ${Math.round(cost)} ms (budget <= ${BUDGET.workerStartMs})`,
  );
  check(figures.bundleKb <= BUDGET.workerKib, `Workers build ${figures.bundleKb.toFixed(0)} KiB gzipped`);
  check(cost <= BUDGET.workerStartMs, `Worker start-up ${Math.round(cost)} ms over a one-line Worker`);
}

/**
 * Founders walking the questionnaire at once (scripts/bench/load.ts), on the embedded database
 * and then on a real PostgreSQL (embedded-postgres) behind DATABASE_URL, side by side: when to
 * switch is read off this table (README, "Which database").
 */
async function load(app: string, appPid: number | undefined) {
  console.log(`\nLoad: ${LOAD_FOUNDERS} founders walking the questionnaire for ${LOAD_SECONDS} s, on each database`);
  const embedded = await loadRun(app, LOAD_FOUNDERS, LOAD_SECONDS, appPid);
  const postgres = await startEmbeddedPostgres();
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "specwright-bench-pg-"));
  await postgres.createDatabase("bench");
  const server = start("node", ["scripts/start.mjs"], {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url("bench"),
    SIGNUPS_PER_HOUR: "100000",
    PAYMENT_DECLINES_PER_HOUR: "100000",
    PAYMENT_ATTEMPTS_PER_DAY: "100000",
  });
  let real: LoadFigures;
  try {
    const origin = `http://127.0.0.1:${port}`;
    await ready(`${origin}/api/health`);
    real = await loadRun(origin, LOAD_FOUNDERS, LOAD_SECONDS, server.pid);
  } finally {
    server.kill("SIGINT");
    await exited(server);
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const row = (name: string, figures: LoadFigures) => {
    const answer = figures.endpoints.find((endpoint) => endpoint.endpoint === "answer");
    const signIn = figures.endpoints.find((endpoint) => endpoint.endpoint === "sign in");
    return {
      database: name,
      "questionnaires/s": figures.flowsPerSecond.toFixed(2),
      "answers/s": figures.answersPerSecond.toFixed(1),
      "answer p50 ms": answer?.p50,
      "answer p95 ms": answer?.p95,
      "sign-in p50 ms": signIn?.p50,
      "main thread CPU": figures.mainThreadCpu === null ? "n/a" : `${Math.round(figures.mainThreadCpu * 100)}%`,
      // The main thread's time per answer taken (a founder's sign-up, purchase and start included):
      // founders answer as fast as answers come back, so a leaner server takes more, not idles more.
      "main thread ms/answer":
        figures.mainThreadCpu === null ? "n/a" : ((figures.mainThreadCpu * 1000) / figures.answersPerSecond).toFixed(2),
      "machine CPU":
        figures.machineCpu === null ? "n/a" : `${Math.round(figures.machineCpu * 100)}% of ${availableParallelism()}`,
    };
  };
  console.table([row("PGlite (embedded)", embedded), row("PostgreSQL (DATABASE_URL)", real)]);
  const answer = embedded.endpoints.find((endpoint) => endpoint.endpoint === "answer");
  check(
    (answer?.p95 ?? Number.POSITIVE_INFINITY) <= BUDGET.loadAnswerP95Ms,
    `PGlite answer p95 ${answer?.p95} ms at ${LOAD_FOUNDERS} founders`,
  );
}

async function pageScores(app: string) {
  console.log(`\nLighthouse mobile performance (${LIGHTHOUSE_RUNS} runs per page; medians, range)`);
  const scores = await lighthouseScores(app, LIGHTHOUSE_RUNS);
  console.table(
    scores.map((score) => {
      const value = median(score.scores);
      // The budget holds for first visits (an empty HTTP cache); repeat visits are shown beside them.
      if (score.visit === "first")
        check(value >= BUDGET.lighthouse, `Lighthouse ${score.page} (first visit): ${value}`);
      return {
        page: score.page.replace(/[0-9a-f-]{36}/, "{id}"),
        visit: score.visit,
        score: spread(score.scores),
        "JS KiB": Math.round(median(score.jsKb)),
        CLS: median(score.cls).toFixed(3),
        "TBT ms": Math.round(median(score.tbt)),
        "LCP ms": Math.round(median(score.lcp)),
      };
    }),
  );
}

async function signedInToken(origin: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const json = { "Content-Type": "application/json" };
  const signup = await fetch(`${origin}/api/users`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: "Bench-pass1!", firstName: "Bench" }),
  });
  if (signup.status !== 201) throw new Error(`bench sign-up failed: ${signup.status}`);
  const login = await fetch(`${origin}/api/connect/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: email, password: "Bench-pass1!" }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  // stdout goes to /dev/null, as a log shipper would take it: the app still formats every line.
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

function exited(child: ChildProcess) {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve));
}

async function ready(url: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

await main();
