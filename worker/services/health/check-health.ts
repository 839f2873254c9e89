import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import type { THealthResponse, TPortAdapters } from "#shared/schemas/health";
import { APP_VERSION } from "#shared/version";
import { describeError, type Logger } from "#worker/logging/logger";
import type { AppDeps, Runtime } from "#worker/ports";

const PING_TIMEOUT_MS = 3000;

type CheckHealthInput = { db: Db; adapters: TPortAdapters; runtime: Runtime; now: () => Date; logger: Logger };

/** Reports whether the database answers and which adapter serves each port. */
export async function checkHealth({ db, adapters, runtime, now, logger }: CheckHealthInput): Promise<THealthResponse> {
  const started = performance.now();
  const ping = await pingDatabase(db, logger);
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  return {
    status: ping.ok ? "ok" : "degraded",
    version: APP_VERSION,
    runtime,
    time: now().toISOString(),
    database: ping.ok ? { reachable: true, latencyMs } : { reachable: false, latencyMs, error: ping.error },
    adapters,
  };
}

/** Which adapter serves each port, as the ports themselves report it. */
function portAdapters(deps: Pick<AppDeps, "database" | "writer" | "payments" | "mailer">): TPortAdapters {
  return {
    db: deps.database.kind,
    writer: deps.writer.kind,
    payments: deps.payments.kind,
    mailer: deps.mailer.kind,
  };
}

/** The report for this app: its ports, runtime, clock and log come from its deps. */
export function checkAppHealth(deps: AppDeps, db: Db): Promise<THealthResponse> {
  return checkHealth({ db, adapters: portAdapters(deps), runtime: deps.runtime, now: deps.clock, logger: deps.logger });
}

/** The cause goes to the server log only: driver messages can name hosts and users. */
async function pingDatabase(db: Db, logger: Logger): Promise<{ ok: true } | { ok: false; error: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { ok: true };
  } catch (error) {
    logger.error("database ping failed", describeError(error));
    return { ok: false, error: "The database did not answer." };
  } finally {
    clearTimeout(timer);
  }
}
