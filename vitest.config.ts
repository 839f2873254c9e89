import { defineConfig } from "vitest/config";

// One config, one project per test layer: `npm run test:<layer>` runs one (see README).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // A hang detector, not a speed limit: composing a few decks took 1-3 s idle and 8 s on a
          // machine running two other suites (issue 29), over vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // Each file starts its own server and database and mostly waits on them: two at a time
          // on a two-core machine (vitest's default is one fewer than the cores).
          maxWorkers: 2,
          globalSetup: ["tests/api/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // A hang detector, not a speed limit: each test does bounded work (idle 1-5 s), which a
          // machine running a second suite stretches several times over (issue 29).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same api files against the Workers build in workerd over PostgreSQL (issue 17).
        test: {
          name: "api-workers",
          include: ["tests/api/**/*.test.ts"],
          // Node only, each for its one reason:
          exclude: [
            "tests/api/node-entry.test.ts", // npm start itself: the Node entry, its data dir and its signals
            "tests/api/spa-assets.test.ts", // the Node server's files and compression (workerd's own assets serve them on Workers)
            "tests/api/auth-proxies.test.ts", // TRUSTED_PROXIES is the Node server's; on Workers Cloudflare's edge names the caller
            "tests/api/trpc-caller.test.ts", // calls procedures inside the test process: there is no Worker in it
          ],
          env: { API_RUNTIME: "workers" },
          maxWorkers: 2,
          globalSetup: ["tests/api/workers-global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // As the api project's, for a slower runtime: 56 draft starts took 3 s idle and 30 s
          // beside two other suites (issue 29's loaded runs).
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          globalSetup: ["tests/worker/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
