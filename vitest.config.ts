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
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
