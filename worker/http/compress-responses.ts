import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./app-env";

/**
 * gzip for the HTML and JSON the Node server writes per request (static files are served
 * precompressed instead). A response that already names its encoding is left alone: the streamed
 * ones say `identity` so every chunk reaches the browser as it is written, and the document
 * NDJSON stream's type is not one hono compresses. Workers compress at Cloudflare's edge.
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  return compress({ encoding: "gzip", threshold: 1024 });
}
