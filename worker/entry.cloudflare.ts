import { createAdapters } from "#adapters/create-adapters";
import { AppError } from "#shared/errors/app-error";
import { toEnvelope } from "#shared/errors/envelope";
import { securityHeaderSet } from "#shared/http-headers";
import { createApp } from "./app";
import { requestClock, runAtRequestTime } from "./cloudflare/request-time";
import { neonDatabase, workerConfig } from "./cloudflare/runtime";
import type { ExecutionContext, ScheduledController, WorkerEnv } from "./cloudflare/workers-types";
import { runScheduledJobs } from "./jobs/scheduled";
import { createLogger, describeError } from "./logging/logger";
import type { AppDeps } from "./ports";

/** A bad configuration is logged as its one line, then rethrown. */
function logged<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(describeError(error).error);
    throw error;
  }
}

type Built = { deps: AppDeps; app: ReturnType<typeof createApp> };

/** Built once per isolate (bindings do not change within one); a bad configuration is retried. */
const built = new WeakMap<WorkerEnv, Built>();

function build(env: WorkerEnv): Built {
  const existing = built.get(env);
  if (existing) return existing;
  const config = logged(() => workerConfig(env));
  const logger = createLogger(config.logLevel);
  const deps: AppDeps = {
    config,
    runtime: "workers",
    database: neonDatabase(config.database, logger),
    logger,
    clock: config.testClockHeader ? requestClock : () => new Date(),
    ...createAdapters(config, logger),
  };
  const assets = env.ASSETS;
  const app = createApp(deps, assets ? { assets: (c) => assets.fetch(c.req.raw) } : {});
  const result = { deps, app };
  built.set(env, result);
  return result;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    let built: Built;
    try {
      built = build(env);
    } catch {
      // The configuration that says whether this is production is what failed: assume it is.
      return Response.json(toEnvelope(AppError.internal()), { status: 500, headers: securityHeaderSet(true) });
    }
    const { app, deps } = built;
    if (deps.config.testClockHeader) return runAtRequestTime(request, () => app.fetch(request, env, ctx));
    return app.fetch(request, env, ctx);
  },

  async scheduled(controller: ScheduledController, env: WorkerEnv, _ctx: ExecutionContext): Promise<void> {
    const { deps } = build(env);
    const lease = await deps.database.lease();
    try {
      await runScheduledJobs(controller.cron, {
        db: lease.db,
        now: new Date(controller.scheduledTime),
        logger: deps.logger,
        deps,
      });
    } finally {
      await lease.release?.();
    }
  },
};
