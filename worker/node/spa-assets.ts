import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { createMiddleware } from "hono/factory";
import { HASHED_ASSET_CACHE_CONTROL } from "#shared/http-headers";
import { pageFor, ROUTE_CHUNKS_FILE } from "#shared/route-pages";
import type { AppEnv } from "../http/app-env";

/** Build files that are not for browsers: the Workers deployment's configuration, the chunk list. */
const PRIVATE_FILES = new Set(["/_headers", "/.assetsignore", `/${ROUTE_CHUNKS_FILE}`]);

/**
 * Serves the built SPA: files precompressed at build time when the browser accepts Brotli or gzip
 * (content-hashed /assets/ cached for a year), and index.html for any other path without a file
 * extension, so client routes survive a reload. That page names the route's own chunks as module
 * preloads, so they download with the entry instead of after it has run.
 */
export function spaAssets(root: string) {
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  let pages: Promise<PageHtml> | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (PRIVATE_FILES.has(c.req.path) || /\.(?:br|gz|map)$/.test(c.req.path)) return next();
    c.header("Cache-Control", c.req.path.startsWith("/assets/") ? HASHED_ASSET_CACHE_CONTROL : "no-cache");
    const served = await files(c, async () => {});
    if (served) return served;
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    pages ??= loadPageHtml(root);
    return c.html((await pages)(c.req.path));
  });
}

type PageHtml = (pathname: string) => string;

async function loadPageHtml(root: string): Promise<PageHtml> {
  const [html, chunks] = await Promise.all([
    readFile(join(root, "index.html"), "utf8"),
    readFile(join(root, ROUTE_CHUNKS_FILE), "utf8").then(
      (text) => JSON.parse(text) as Record<string, string[]>,
      () => ({}) as Record<string, string[]>,
    ),
  ]);
  const byPage = new Map<string, string>();
  return (pathname) => {
    const page = pageFor(pathname);
    let rendered = byPage.get(page);
    if (rendered === undefined) {
      rendered = withPreloads(html, chunks[page] ?? []);
      byPage.set(page, rendered);
    }
    return rendered;
  };
}

function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />`).join("\n");
  return html.replace("</head>", `${links}\n  </head>`);
}
