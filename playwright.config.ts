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
  // A test's budget, not a retry: a signed-in journey of a dozen pages, or twenty axe scans, took
  // up to 45 s on this 2-core machine while a second `npm test` ran beside it (issue 29's loaded
  // runs); its waits are on state, so on an idle machine it ends in a fraction of this. An
  // expectation waits on a page that a loaded machine renders seconds late (a lazy chunk, a
  // query behind another suite's requests); a true one returns at once.
  timeout: 90_000,
  expect: { timeout: 20_000 },
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
