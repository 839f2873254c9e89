import type { TestProject } from "vitest/node";
import { migrate, type Stoppable, startPostgresWithBuild, stopAll } from "../support/worker-services";
import { startWsTcpBridge } from "../support/ws-tcp-bridge";

declare module "vitest" {
  export interface ProvidedContext {
    /** The api suite on the Workers build: where each test file's own database comes from. */
    workersApi: {
      /** The PostgreSQL server's maintenance database (for CREATE DATABASE). */
      adminUrl: string;
      /** A migrated database each test file's database is copied from. */
      templateDatabase: string;
      /** host:port of the WebSocket-to-TCP bridge (the Worker's NEON_WS_PROXY). */
      neonWsProxy: string;
    };
  }
}

const TEMPLATE = "specwright_api_template";

/**
 * Once per Workers run of the api suite (`npm run test:api:workers`): builds the Worker as
 * `npm run build:worker` does, starts a real PostgreSQL with a migrated template database, and the
 * bridge through which the Neon driver inside workerd reaches it. Each test file then copies the
 * template into a database of its own (tests/support/workers-api-server.ts).
 */
export default async function setup({ provide }: TestProject) {
  const started: Stoppable[] = [];
  const teardown = () => stopAll(started);
  try {
    const postgres = await startPostgresWithBuild(started);
    await postgres.createDatabase(TEMPLATE);
    await migrate(postgres.url(TEMPLATE));
    const bridge = await startWsTcpBridge({ host: "127.0.0.1", port: postgres.port });
    started.push({ stop: () => bridge.close() });
    provide("workersApi", {
      adminUrl: postgres.url("postgres"),
      templateDatabase: TEMPLATE,
      neonWsProxy: `127.0.0.1:${bridge.port}`,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
