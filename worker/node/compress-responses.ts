import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import type { AppEnv } from "../http/app-env";

const gzipped = promisify(gzip);

/** Below this a response goes as it is: gzip's header and the work cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Up to this a body is gzipped on the request thread, above it on libuv's thread pool. Handing a
 * small body to the pool costs more than compressing it: for a 5 KB answer, 61 µs of the main
 * thread and 230 µs of CPU in all against 37 µs in place (this 2-core machine, Node 22); 64 KB
 * take about half a millisecond in place, which no other request notices.
 */
export const COMPRESS_IN_PLACE_LIMIT = 64 * 1024;
/**
 * Level 3, not zlib's 6: on a 9 KB answer 26 µs instead of 62 for 4% more bytes (1572 against
 * 1506). What is compressed per request is small and sent once; the built files, sent to every
 * browser, are compressed at the highest levels at build time.
 */
const GZIP_OPTIONS = { level: 3 };

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * gzip for the HTML and JSON the Node server writes per request (static files are served
 * precompressed instead), each in one call (small ones in place, large ones on the thread pool).
 * hono's `compress` pipes every such body through a CompressionStream, whatever its size (its
 * threshold only applies when the response names a length, and ours do not): under 30 founders at
 * once that was 7% of the server's main thread (`npm run bench`, PostgreSQL).
 * These bodies are whole JSON or HTML, so they are read whole; a response that already names its
 * encoding is left alone: the streamed ones say `identity` so every chunk reaches the browser as
 * it is written, and the document NDJSON stream's type is not a compressible one. Workers
 * compress at Cloudflare's edge.
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  return async function compress(c, next) {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type");
    if (
      res.status === 206 ||
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary)))
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    // The body is touched last: @hono/node-server writes a stream it was handed untouched sooner
    // (the document stream's first line came 18 ms later when this read `res.body` first).
    if (!acceptsGzip(c.req.header("Accept-Encoding")) || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    // Hono copies the headers of the response it had onto the one it is given: the encoding and
    // the length are set after, on the new one.
    if (body.byteLength < COMPRESS_THRESHOLD) {
      c.res = new Response(body, res);
      c.res.headers.set("Content-Length", String(body.byteLength));
      return;
    }
    const zipped =
      body.byteLength <= COMPRESS_IN_PLACE_LIMIT ? gzipSync(body, GZIP_OPTIONS) : await gzipped(body, GZIP_OPTIONS);
    c.res = new Response(zipped, res);
    c.res.headers.set("Content-Encoding", "gzip");
    c.res.headers.set("Content-Length", String(zipped.byteLength));
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`) with a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = weight ? Number(weight.slice(2)) : 1;
    const value = Number.isNaN(q) ? 0 : q;
    if (name.trim() === "gzip") return value > 0;
    if (name.trim() === "*") wildcard = value;
  }
  return wildcard > 0;
}
