import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HASHED_ASSET_CACHE_CONTROL } from "../../shared/http-headers";
import { spaAssets } from "../../worker/node/spa-assets";
import { type ApiServer, startApiServer } from "../support/api-server";

let root: string;
let server: ApiServer;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "specwright-spa-"));
  await mkdir(join(root, "assets"));
  await writeFile(join(root, "index.html"), "<!doctype html><div id=root></div>");
  await writeFile(join(root, "assets", "app-1234.js"), "console.log(1)");
  await writeFile(join(root, "favicon.svg"), "<svg/>");
  server = await startApiServer({ app: { assets: spaAssets(root) } });
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
