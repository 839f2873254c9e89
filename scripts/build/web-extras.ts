import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { HASHED_ASSET_CACHE_CONTROL, securityHeaderSet } from "../../shared/http-headers.ts";

const require = createRequire(import.meta.url);

/**
 * Files the build adds beside the SPA: Swagger UI for /api/docs (self-hosted, so it works offline
 * and under the CSP) and the `_headers` file with which Workers static assets send the same
 * security headers as the Node server.
 */
export function webExtras(): Plugin {
  let outDir = "";
  return {
    name: "specwright-web-extras",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await copySwaggerUi(join(outDir, "api-docs"));
      await writeFile(join(outDir, "_headers"), headersFile());
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
