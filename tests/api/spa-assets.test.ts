import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HASHED_ASSET_CACHE_CONTROL } from "#shared/http-headers";
import { COMPRESS_THRESHOLD, compressResponses } from "#worker/node/compress-responses";
import { spaAssets } from "#worker/node/spa-assets";
import { type ApiServer, startApiServer } from "../support/api-server";
import { readyDefinition, streamEvents } from "../support/documents-client";

// Larger than the compression threshold; the precompressed copies say which one was sent.
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;
const PAGE = `<!doctype html><html><head><title>t</title></head><body><div id=root></div>${"<!-- padding -->".repeat(100)}</body></html>`;

let root: string;
let server: ApiServer;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "specwright-spa-"));
  await mkdir(join(root, "assets"));
  await writeFile(join(root, "index.html"), PAGE);
  await writeFile(join(root, "assets", "app-1234.js"), SCRIPT);
  await writeFile(join(root, "assets", "app-1234.js.br"), "brotli copy");
  await writeFile(join(root, "assets", "app-1234.js.gz"), "gzip copy");
  await writeFile(join(root, "favicon.svg"), "<svg/>");
  await writeFile(join(root, "_headers"), "/*\n  X-Test: 1\n");
  await writeFile(
    join(root, "route-chunks.json"),
    JSON.stringify({ "dashboard/dashboard-page": ["assets/dashboard-page-1.js", "assets/card-2.js"] }),
  );
  server = await startApiServer({ app: { assets: spaAssets(root), compress: compressResponses() } });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe("the SPA on Node", () => {
  it("answers client routes with index.html, never cached, with the security headers", async () => {
    for (const path of ["/", "/dashboard", "/product-definitions/5/edit"]) {
      const response = await server.fetch(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<div id=root>");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    }
  });

  it("serves hashed assets for a year and other files without caching", async () => {
    const asset = await server.fetch("/assets/app-1234.js");
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(asset.headers.get("cache-control")).toBe(HASHED_ASSET_CACHE_CONTROL);
    const icon = await server.fetch("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("names the route's own chunks in its page as module preloads, and only those", async () => {
    const dashboard = await (await server.fetch("/dashboard")).text();
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1.js" />');
    expect(dashboard).toContain('href="/assets/card-2.js"');
    expect(dashboard.indexOf("modulepreload")).toBeLessThan(dashboard.indexOf("</head>"));
    expect(await (await server.fetch("/login")).text()).not.toContain("modulepreload");
  });

  it("answers a missing file with 404 instead of the page", async () => {
    expect((await server.fetch("/assets/gone-9999.js")).status).toBe(404);
  });

  it("keeps /api and /trpc out of the SPA fallback", async () => {
    expect((await server.fetch("/api/unknown")).status).toBe(404);
    const trpc = await server.fetch("/trpc/health");
    expect(trpc.headers.get("content-type")).toContain("application/json");
    expect(trpc.headers.get("x-request-id")).toBeTruthy();
    expect(trpc.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

/** A request with the given Accept-Encoding; the response headers say what was sent. */
async function raw(path: string, acceptEncoding: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Accept-Encoding", acceptEncoding);
  const response = await server.fetch(path, { ...init, headers });
  return { response, encoding: response.headers.get("content-encoding"), vary: response.headers.get("vary") };
}

describe("compression on Node", () => {
  it("serves a built file's Brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const br = await raw("/assets/app-1234.js", "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.vary).toContain("Accept-Encoding");
    expect(br.response.headers.get("cache-control")).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect(br.response.headers.get("content-type")).toContain("javascript");
    const gz = await raw("/assets/app-1234.js", "gzip");
    expect(gz.encoding).toBe("gzip");
    const plain = await raw("/assets/app-1234.js", "identity");
    expect(plain.encoding).toBeNull();
  });

  it("gzips the page and JSON answers on the fly", async () => {
    const page = await raw("/dashboard", "gzip, br");
    expect(page.encoding).toBe("gzip");
    expect(page.vary).toContain("Accept-Encoding");
    const json = await raw("/api/openapi.json", "gzip");
    expect(json.encoding).toBe("gzip");
    // Node's fetch decodes gzip as a browser does.
    expect(await json.response.json()).toHaveProperty("openapi");
  });

  it("sends a short answer as it is, with its length, and says it varies by encoding", async () => {
    const health = await raw("/api/health", "gzip");
    expect(health.encoding).toBeNull();
    expect(health.vary).toContain("Accept-Encoding");
    const text = await health.response.text();
    expect(text.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(Number(health.response.headers.get("content-length"))).toBe(new TextEncoder().encode(text).byteLength);
    expect(JSON.parse(text)).toHaveProperty("status");
  });

  it("leaves a long answer plain for a client that does not take gzip", async () => {
    const plain = await raw("/api/openapi.json", "br;q=1, gzip;q=0");
    expect(plain.encoding).toBeNull();
    expect(plain.vary).toContain("Accept-Encoding");
    expect(await plain.response.json()).toHaveProperty("openapi");
  });

  it("never compresses the document stream, whose lines must arrive as they are written", async () => {
    const { buyer, definitionId } = await readyDefinition(server, "rfp");
    const { status, response } = await streamEvents(server, buyer, definitionId, "rfp");
    expect(status).toBe(200);
    expect(response?.headers.get("content-encoding")).toBe("identity");
  });

  it("keeps the precompressed copies, source maps and the Workers' _headers file private", async () => {
    for (const path of [
      "/assets/app-1234.js.br",
      "/assets/app-1234.js.gz",
      "/assets/app-1234.js.map",
      "/_headers",
      "/route-chunks.json",
    ]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });
});
