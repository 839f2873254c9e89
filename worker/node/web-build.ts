import { spawn } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Logger } from "../logging/logger";

export const WEB_DIST = "dist/web";
const SOURCES = ["web", "shared", "scripts/build", "vite.config.ts", "package.json"];

/** Builds the SPA when there is no build yet, or when its sources are newer than the build. */
export async function ensureWebBuild(logger: Logger): Promise<void> {
  const built = await mtime(join(WEB_DIST, "index.html"));
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  if (built !== undefined && built >= newest) return;
  logger.info(built === undefined ? "building the web app" : "web sources changed; rebuilding the web app");
  // Said to the person who typed `npm start`: the first start builds for about a minute, and a
  // silent minute looks like a hang.
  const started = Date.now();
  process.stderr.write(
    built === undefined
      ? "Building the web app (once, about a minute on a small machine)...\n"
      : "Web sources changed: rebuilding the web app...\n",
  );
  await runBuild((step) =>
    process.stderr.write(`  web build: ${step} (${Math.round((Date.now() - started) / 1000)} s)\n`),
  );
}

// Vite's own milestones, in order: what has been done, not the list of files it wrote.
const STEPS = /^transforming|modules transformed|rendering chunks|computing gzip size|built in/;

/**
 * In its own process with NODE_ENV=production: Vite builds React's development bundle whenever
 * NODE_ENV says otherwise (as it does under a test runner or in a developer's shell).
 */
async function runBuild(progress: (step: string) => void): Promise<void> {
  const child = spawn("node_modules/.bin/vite", ["build", "--logLevel", "info"], {
    env: { ...process.env, NODE_ENV: "production", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Warnings and errors come on stderr and pass through; of stdout only the milestones are said.
  createInterface({ input: child.stdout }).on("line", (line) => {
    // NO_COLOR above keeps Vite's lines free of colour codes.
    const step = line.trim();
    if (STEPS.test(step)) progress(step.replace(/^✓\s*/, ""));
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`the web build failed (vite exited with ${code})`);
}

async function mtime(path: string): Promise<number | undefined> {
  return stat(path).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  const times = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => mtime(join(entry.parentPath, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times.map((time) => time ?? 0));
}
