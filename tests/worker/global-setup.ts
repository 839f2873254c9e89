import type { TestProject } from "vitest/node";
import type { RunningPostgres } from "../support/embedded-postgres";
import { migrate, type Stoppable, startMailSink, startPostgresWithBuild, stopAll } from "../support/worker-services";
import { startWsTcpBridge, type WsTcpBridge } from "../support/ws-tcp-bridge";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated test database, for the Worker's DATABASE_URL and for the tests' own checks. */
    databaseUrl: string;
    /** The server's maintenance database, for statements that cannot run inside the test database. */
    adminDatabaseUrl: string;
    /** host:port of the WebSocket-to-TCP bridge in front of PostgreSQL (the Worker's NEON_WS_PROXY). */
    neonWsProxy: string;
    /** A local stand-in of the mail provider's API that accepts every email (the Worker's MAIL_API_URL). */
    mailApiUrl: string;
  }
}

const TEST_DATABASE = "specwright_worker_test";

/**
 * Once per run of the worker layer: builds the Worker as `npm run build:worker` does, starts a real
 * PostgreSQL with the committed migrations applied, and the bridge through which the Neon driver
 * reaches it. Whatever was started is stopped again, even when a later step fails.
 */
export default async function setup({ provide }: TestProject) {
  const started: Stoppable[] = [];
  const teardown = () => stopAll(started);
  try {
    const postgres = await startPostgresWithBuild(started);
    await postgres.createDatabase(TEST_DATABASE);
    await migrate(postgres.url(TEST_DATABASE));
    const bridge = await startWsTcpBridge({ host: "127.0.0.1", port: postgres.port });
    started.push({ stop: () => bridge.close() });
    const mail = await startMailSink();
    started.push(mail);
    provideAll(provide, postgres, bridge);
    provide("mailApiUrl", mail.url);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

function provideAll(provide: TestProject["provide"], postgres: RunningPostgres, bridge: WsTcpBridge) {
  provide("databaseUrl", postgres.url(TEST_DATABASE));
  provide("adminDatabaseUrl", postgres.url("postgres"));
  provide("neonWsProxy", `127.0.0.1:${bridge.port}`);
}
