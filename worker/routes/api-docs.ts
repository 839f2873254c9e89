import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/**
 * /api/docs: Swagger UI over /api/openapi.json. Its files are self-hosted under /api-docs/ (copied
 * from swagger-ui-dist at build time), so the page works offline and under the app's CSP.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Specwright API reference</title>
    <link rel="stylesheet" href="/api-docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"><noscript>The API reference needs JavaScript; the raw document is at /api/openapi.json.</noscript></div>
    <script src="/api-docs/swagger-ui-bundle.js"></script>
    <script src="/api-docs/init.js"></script>
  </body>
</html>
`;

export const apiDocsRoutes = new Hono<AppEnv>().get("/docs", (c) => c.html(PAGE));
