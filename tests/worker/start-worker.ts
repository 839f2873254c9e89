import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { inject } from "vitest";
import { readWranglerConfig } from "./wrangler-config";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const WRANGLER = readWranglerConfig(join(REPO_ROOT, "wrangler.toml"));

/** The Worker is addressed over https, as in production; APP_URL names the same origin. */
export const ORIGIN = "https://specwright.example.com";

type Bindings = Record<string, string>;
export type WorkerResponse = Awaited<ReturnType<Miniflare["dispatchFetch"]>>;
/** One line the Worker wrote to its console, as workerd reports it. */
export type WorkerLog = StructuredLog;

export type RunningWorker = {
  /** Removes and returns the lines logged since the last call. */
  takeLogs(): WorkerLog[];
  fetch(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<WorkerResponse>;
  /** Fires the Worker's `scheduled` handler as a cron trigger would. */
  scheduled(cron: string, scheduledTime: Date): Promise<ScheduledResult>;
  dispose(): Promise<void>;
};

type ScheduledResult = { outcome: string; noRetry: boolean };
/**
 * Miniflare types its Worker handle and log records with @cloudflare/workers-types and zod 3, which
 * this project does not install, so the few members used here are typed locally.
 */
type WorkerHandle = { scheduled(options: { cron: string; scheduledTime: Date }): Promise<ScheduledResult> };
type StructuredLog = { level: string; message: string };

/**
 * A production-like environment: every embedded default that production refuses is replaced by a
 * real-looking setting, and the database is the harness's PostgreSQL reached through the bridge.
 * An override of undefined removes the variable.
 */
export function productionBindings(overrides: Record<string, string | undefined> = {}): Bindings {
  const all: Record<string, string | undefined> = {
    NODE_ENV: "production",
    DATABASE_URL: inject("databaseUrl"),
    NEON_WS_PROXY: inject("neonWsProxy"),
    APP_URL: ORIGIN,
    JWT_SECRET: "worker-layer-test-secret-0123456789abcdef",
    STRIPE_SECRET_KEY: "sk_test_workerlayer",
    STRIPE_WEBHOOK_SECRET: "whsec_workerlayer",
    STRIPE_PUBLISHABLE_KEY: "pk_test_workerlayer",
    MAIL_PROVIDER: "resend",
    MAIL_API_KEY: "re_workerlayer",
    MAIL_API_URL: inject("mailApiUrl"),
    OPENAI_API_KEY: "sk-workerlayer",
    LOG_LEVEL: "warn",
    SIGNUPS_PER_HOUR: "100000",
    PAYMENT_DECLINES_PER_HOUR: "100000",
    PAYMENT_ATTEMPTS_PER_DAY: "100000",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The built Worker (dist/worker) inside workerd, configured from wrangler.toml as `wrangler deploy` would. */
export async function startWorker(bindings: Bindings): Promise<RunningWorker> {
  const logs: WorkerLog[] = [];
  const { assets } = WRANGLER;
  const mf = new Miniflare({
    modules: [workerModule()],
    compatibilityDate: WRANGLER.compatibilityDate,
    compatibilityFlags: WRANGLER.compatibilityFlags,
    bindings,
    assets: {
      directory: join(REPO_ROOT, assets.directory),
      binding: assets.binding,
      routerConfig: { has_user_worker: true, static_routing: { user_worker: assets.runWorkerFirst } },
      assetConfig: { not_found_handling: notFoundHandling(assets.notFoundHandling) },
    },
    handleStructuredLogs: (log: StructuredLog) => {
      logs.push({ level: log.level, message: log.message });
    },
  });
  await mf.ready;
  return {
    takeLogs: () => logs.splice(0),
    fetch: (path, init) => mf.dispatchFetch(`${ORIGIN}${path}`, init),
    scheduled: async (cron, scheduledTime) => {
      const handle = (await mf.getWorker()) as unknown as WorkerHandle;
      return handle.scheduled({ cron, scheduledTime });
    },
    dispose: () => mf.dispose(),
  };
}

let bundle: string | undefined;

/**
 * The bundle as its one module. Given only its path, Miniflare parses the 2.4 MB script in Node to
 * find its imports at every start (~500 ms); the deployed Worker has no other module to find.
 */
function workerModule() {
  bundle ??= readFileSync(join(REPO_ROOT, "dist/worker/entry.cloudflare.js"), "utf8");
  return { type: "ESModule" as const, path: "entry.cloudflare.js", contents: bundle };
}

function notFoundHandling(value: string) {
  if (value === "none" || value === "single-page-application" || value === "404-page") return value;
  throw new Error(`wrangler.toml: unknown not_found_handling ${value}`);
}

/**
 * Whether a line reports an error: console.error from the entry, or one of the app's structured
 * JSON lines (written with console.log) at level "error".
 */
export function isErrorLog(log: WorkerLog): boolean {
  if (log.level === "error") return true;
  try {
    return (JSON.parse(log.message) as { level?: unknown }).level === "error";
  } catch {
    return false;
  }
}
