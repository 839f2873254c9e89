import { spawn } from "node:child_process";

/**
 * `npm run dev`: Vite on :8787 with hot reload for the SPA, forwarding /api and /trpc to the Node
 * server on :8788, which restarts when server code changes.
 */
const API_PORT = "8788";
const children = [
  spawn("node_modules/.bin/tsx", ["watch", "--clear-screen=false", "scripts/dev-api.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: API_PORT, APP_URL: process.env.APP_URL ?? "http://localhost:8787" },
  }),
  spawn("node_modules/.bin/vite", [], { stdio: "inherit", env: { ...process.env, API_PORT } }),
];

for (const child of children) {
  child.on("exit", (code) => {
    for (const other of children) other.kill("SIGINT");
    process.exitCode = code ?? 0;
  });
}
process.on("SIGINT", () => {
  for (const child of children) child.kill("SIGINT");
});
