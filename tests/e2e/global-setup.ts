import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import chromium from "@sparticuz/chromium";
import { startNodeServer } from "../support/node-server";

/**
 * Starts the server as `npm start` does, on a free port over a fresh data directory, and resolves
 * the browser (the Chromium inside @sparticuz/chromium, so a fresh clone needs only `npm install`).
 * Both reach the tests through the environment, because playwright.config.ts is evaluated
 * synchronously. The teardown stops the server with SIGINT and checks that it shut down cleanly.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.CHROMIUM_PATH ||= await chromium.executablePath();
  const server = await startNodeServer({ onOutput: (chunk) => process.stdout.write(`[server] ${chunk}`) });
  process.env.E2E_BASE_URL = server.url;

  return async () => {
    await server.stop();
    // The server deletes its lock file only after it has closed the database: proof of a clean stop.
    const clean = !existsSync(join(server.dataDir, "server.pid"));
    await rm(server.dataDir, { recursive: true, force: true });
    if (!clean) throw new Error("The server did not shut down cleanly: its data directory is still locked");
  };
}
