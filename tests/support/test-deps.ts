import { createAdapters } from "#adapters/create-adapters";
import type { DbHandle } from "#db/client";
import type { Config } from "#worker/config/config";
import type { Logger } from "#worker/logging/logger";
import { sharedDatabase } from "#worker/node/database";
import type { AppDeps } from "#worker/ports";

/** The app's services over a test database, as the Node entry builds them (the adapters from the configuration). */
export function testDeps(config: Config, handle: DbHandle, logger: Logger, clock?: () => Date): AppDeps {
  return {
    config,
    runtime: "node",
    database: sharedDatabase(handle),
    logger,
    clock: clock ?? (() => new Date()),
    ...createAdapters(config, logger),
  };
}
