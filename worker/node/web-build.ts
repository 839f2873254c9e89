import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../logging/logger";

export const WEB_DIST = "dist/web";
const SOURCES = ["web", "shared", "vite.config.ts", "package.json"];

/** Builds the SPA when there is no build yet, or when its sources are newer than the build. */
export async function ensureWebBuild(logger: Logger): Promise<void> {
  const built = await mtime(join(WEB_DIST, "index.html"));
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  if (built !== undefined && built >= newest) return;
  logger.info(built === undefined ? "building the web app" : "web sources changed; rebuilding the web app");
  const { build } = await import("vite");
  await build({ configFile: "vite.config.ts", logLevel: "warn" });
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
