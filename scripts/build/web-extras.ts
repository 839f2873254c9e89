import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { HASHED_ASSET_CACHE_CONTROL, securityHeaderSet } from "../../shared/http-headers.ts";
import { NOT_FOUND_PAGE, ROUTE_CHUNKS_FILE, ROUTE_PAGES } from "../../shared/route-pages.ts";
import { moveSourceMaps, precompress } from "./precompress.ts";
import { routeChunks } from "./route-chunks.ts";

const require = createRequire(import.meta.url);

/** Where the build's source maps go: beside the public folder, not in it. */
export const SOURCE_MAPS_DIR = resolve("dist/sourcemaps/web");

/**
 * Files the build adds beside the SPA: Swagger UI for /api/docs (self-hosted, so it works offline
 * and under the CSP), the `_headers` file with which Workers static assets send the same security
 * headers as the Node server, and a Brotli and a gzip copy of each text file for the Node server.
 * Source maps move out of the public folder.
 */
export function webExtras(): Plugin {
  let outDir = "";
  return {
    name: "specwright-web-extras",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = routeChunks(bundle);
      // A page the list misses would load its code only after the entry, and nothing else would
      // tell: how the bundler cuts chunks (vite.config.ts) decides whether a page keeps its own.
      const missing = [...ROUTE_PAGES.map(([, page]) => page), NOT_FOUND_PAGE].filter((page) => !chunks[page]);
      if (missing.length > 0) this.error(`no chunk of its own for ${[...new Set(missing)].join(", ")}`);
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
    async closeBundle() {
      await copySwaggerUi(join(outDir, "api-docs"));
      await writeFile(join(outDir, "_headers"), headersFile());
      // Workers compress static assets themselves: the precompressed copies stay off its upload.
      await writeFile(join(outDir, ".assetsignore"), `*.br\n*.gz\n${ROUTE_CHUNKS_FILE}\n`);
      await rm(SOURCE_MAPS_DIR, { recursive: true, force: true });
      await moveSourceMaps(outDir, SOURCE_MAPS_DIR);
      await precompress(outDir);
    },
  };
}

async function copySwaggerUi(target: string) {
  const source = dirname(require.resolve("swagger-ui-dist/package.json"));
  await mkdir(target, { recursive: true });
  for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
    await copyFile(join(source, file), join(target, file));
  }
}

function headersFile(): string {
  // Workers deployments are production (wrangler.toml sets NODE_ENV), so HSTS is included.
  const lines = Object.entries(securityHeaderSet(true)).map(([name, value]) => `  ${name}: ${value}`);
  return ["/*", ...lines, "", "/assets/*", `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`, ""].join("\n");
}
