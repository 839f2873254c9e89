import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { createMiddleware } from "hono/factory";
import { HASHED_ASSET_CACHE_CONTROL } from "../../shared/http-headers";
import type { AppEnv } from "../http/app-env";

/**
 * Serves the built SPA: files as they are (content-hashed /assets/ cached for a year), and
 * index.html for any other path without a file extension, so client routes survive a reload.
 */
export function spaAssets(root: string) {
  const files = serveStatic<AppEnv>({ root });
  let indexHtml: string | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    c.header("Cache-Control", c.req.path.startsWith("/assets/") ? HASHED_ASSET_CACHE_CONTROL : "no-cache");
    const served = await files(c, async () => {});
    if (served) return served;
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    indexHtml ??= await readFile(join(root, "index.html"), "utf8");
    return c.html(indexHtml);
  });
}
