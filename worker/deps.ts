import type { Db, DbKind } from "../db/client";
import type { TPortAdapters } from "../shared/schemas/health";
import type { Config } from "./config/config";
import type { Logger } from "./logging/logger";
import type { PaymentsPort } from "./services/payments/payments-port";
import type { WriterPort } from "./services/writer/writer-port";

/**
 * A database for one request. Workers open a connection pool per request and end it afterwards
 * (release); Node shares one database for the whole process and has nothing to release.
 */
export type DatabaseLease = { db: Db; release?: () => Promise<void> };
export type DatabasePort = { kind: DbKind; lease(): Promise<DatabaseLease> };

export type Runtime = "node" | "workers";

/** Everything the app needs from the outside world; the two entries build it. */
export type AppDeps = {
  config: Config;
  runtime: Runtime;
  database: DatabasePort;
  logger: Logger;
  clock: () => Date;
  payments: PaymentsPort;
  writer: WriterPort;
};

/** Which adapter serves each port, as the ports themselves report it. */
export function portAdapters(deps: Pick<AppDeps, "config" | "database" | "writer" | "payments">): TPortAdapters {
  return {
    db: deps.database.kind,
    writer: deps.writer.kind,
    payments: deps.payments.kind,
    mailer: deps.config.mailer.kind,
  };
}
