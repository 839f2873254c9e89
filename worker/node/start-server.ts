import { serve } from "@hono/node-server";
import { createAdapters } from "#adapters/create-adapters";
import { applyMigrations } from "#db/migrate";
import { STALE_GENERATION_MS, sweepStaleGenerations } from "#services/documents/sweep-stale-generations";
import { createApp } from "../app";
import { ConfigError } from "../config/config";
import { loadNodeConfig } from "../config/dev-secrets";
import { createLogger, describeError } from "../logging/logger";
import { compressResponses } from "./compress-responses";
import { startCronTimers } from "./cron-timer";
import { lockDataDir } from "./data-dir-lock";
import { openNodeDatabase, sharedDatabase } from "./database";
import { startEmbeddedUpkeep } from "./embedded-upkeep";
import { spaAssets } from "./spa-assets";
import { ensureWebBuild, WEB_DIST } from "./web-build";

/**
 * The Node server: configuration, the database with its migrations, and the app on one port.
 * `serveWeb` is false under `npm run dev`, where Vite serves the SPA with hot reload.
 */
export async function startServer({ serveWeb }: { serveWeb: boolean }) {
  const config = await loadNodeConfig(process.env);
  // Straight to stdout: console.log's formatting costs a measurable share of a fast request.
  const logger = createLogger(config.logLevel, (line) => process.stdout.write(`${line}\n`));
  const unlock = config.database.kind === "embedded" ? await lockDataDir(config.dataDir) : async () => {};
  if (serveWeb) await ensureWebBuild(logger);
  const handle = await openNodeDatabase(config, (error) =>
    logger.error("idle database connection failed", describeError(error)),
  );
  await applyMigrations(handle);
  // The first embedded database on this machine becomes the copy later new ones start from.
  await handle
    .keepAsTemplate?.()
    .catch((error: unknown) => logger.warn("could not keep the migrated database as a template", describeError(error)));

  const deps = {
    config,
    runtime: "node" as const,
    database: sharedDatabase(handle),
    logger,
    clock: () => new Date(),
    ...createAdapters(config, logger),
  };
  const app = createApp(deps, {
    compress: compressResponses(),
    ...(serveWeb ? { assets: spaAssets(WEB_DIST) } : {}),
  });
  // A generation cut off by a crash (kill -9) keeps its reservation until swept; on the embedded
  // database no other server can be generating, so everything still open is swept now.
  const swept = await sweepStaleGenerations(
    { db: handle.db, now: deps.clock() },
    { olderThanMs: handle.kind === "pglite" ? 0 : STALE_GENERATION_MS },
  );
  if (swept.released > 0) logger.warn("released generations cut off by the previous run", swept);
  const cron = startCronTimers(deps);
  // PGlite has no autovacuum: ANALYZE soon after start (after the migrations) and hourly, VACUUM daily.
  const upkeep = handle.kind === "pglite" ? startEmbeddedUpkeep(handle.db, logger) : null;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info("listening", { url: config.appUrl, port: config.port, db: handle.kind });
    console.log(`Specwright is running at ${config.appUrl}`);
  });
  // Clients keep connections open between requests; one closed as idle just as a request is sent
  // on it resets that request (ECONNRESET, seen under load). Idle connections are kept longer than
  // common clients keep theirs (Node's default is 5 s).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const release = async () => {
    cron.stop();
    await upkeep?.stop();
    await handle.close();
    await unlock();
  };
  server.once("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE" ? `port ${config.port} is in use; set PORT to another port` : error.message;
    console.error(`Start-up failed: ${reason}`);
    void release().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // Idle keep-alive connections are closed now; requests in flight get a few seconds to finish.
    const closed = new Promise((resolve) => server.close(resolve));
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    const force = setTimeout(() => "closeAllConnections" in server && server.closeAllConnections(), 5000);
    await closed;
    clearTimeout(force);
    await release();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/** A failed start prints one line (a bad variable names itself) and exits with 1. */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`Start-up failed: ${describeError(error).error}`);
  process.exit(1);
}
