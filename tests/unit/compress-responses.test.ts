import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "#worker/http/app-env";
import { acceptsGzip, COMPRESS_IN_PLACE_LIMIT, compressResponses } from "#worker/node/compress-responses";

describe("acceptsGzip", () => {
  it("takes gzip by name or by *, unless its weight is zero", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br, *;q=0.1")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("gzip;q=nonsense")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("compressResponses", () => {
  const app = new Hono<AppEnv>();
  app.use(compressResponses());
  app.get("/json/:size", (c) => c.json({ text: "answer ".repeat(Number(c.req.param("size")) / 7) }));

  // Either side of the limit: gzipped in place, or on the thread pool; the same bytes come back.
  for (const size of [4 * 1024, COMPRESS_IN_PLACE_LIMIT * 3]) {
    it(`gzips a ${Math.round(size / 1024)} KB JSON body whole, with its length`, async () => {
      const response = await app.request(`/json/${size}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("Content-Encoding")).toBe("gzip");
      const zipped = new Uint8Array(await response.arrayBuffer());
      expect(Number(response.headers.get("Content-Length"))).toBe(zipped.byteLength);
      const json = JSON.parse(gunzipSync(zipped).toString("utf8")) as { text: string };
      expect(json.text.length).toBeGreaterThanOrEqual(size - 7);
      expect(zipped.byteLength).toBeLessThan(size / 10);
    });
  }
});
