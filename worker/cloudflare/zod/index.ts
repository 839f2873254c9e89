/**
 * zod as the Workers build sees it (wrangler.toml aliases "zod" here): the same classic API, minus
 * the 60-odd locale bundles (364 KB of script). zod's own index re-exports its API as the namespace
 * `z`; libraries pass `z` around as a value (@hono/zod-openapi extends it), which makes a bundler
 * keep every member of that namespace, `locales` included. The messages stay English, zod's
 * default, which is all the server sends (docs/decisions/017-worker-size.md).
 *
 * These files mirror zod's own `v4/classic/external.js` and `v4/core/index.js` without `locales`;
 * tests/unit/worker-zod-shim.test.ts fails when a zod upgrade changes what they must export.
 */
import * as z from "./classic";

export * from "./classic";
export { z, z as default };
