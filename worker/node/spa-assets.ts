import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { createMiddleware } from "hono/factory";
import { HASHED_ASSET_CACHE_CONTROL } from "../../shared/http-headers";
import type { AppEnv } from "../http/app-env";

/** Build files that are not for browsers (the Workers deployment's own configuration). */
const PRIVATE_FILES = new Set(["/_headers", "/.assetsignore"]);

/**
 * Serves the built SPA: files precompressed at build time when the browser accepts Brotli or gzip
 * (content-hashed /assets/ cached for a year), and index.html for any other path without a file
 * extension, so client routes survive a reload.
 */
export function spaAssets(root: string) {
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  let indexHtml: string | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (PRIVATE_FILES.has(c.req.path) || /\.(?:br|gz|map)$/.test(c.req.path)) return next();
    c.header("Cache-Control", c.req.path.startsWith("/assets/") ? HASHED_ASSET_CACHE_CONTROL : "no-cache");
    const served = await files(c, async () => {});
    if (served) return served;
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    indexHtml ??= await readFile(join(root, "index.html"), "utf8");
    return c.html(indexHtml);
  });
}
