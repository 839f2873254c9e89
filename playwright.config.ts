import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./tests/support/chromium-flags";

/**
 * End-to-end tests: a real Chromium against the real server, started by tests/e2e/global-setup.ts
 * exactly as `npm start` starts it. The global setup also resolves the browser (the Chromium that
 * ships inside @sparticuz/chromium, so a fresh clone needs nothing but `npm install`) and hands both
 * to the workers through the environment, because this file is evaluated synchronously.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  reporter: "list",
  retries: 0,
  // Two browsers share the one server: most of a test is waiting on it, so two halve the wall time.
  workers: 2,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
