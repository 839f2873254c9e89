import { createRoute } from "@hono/zod-openapi";
import { checkAppHealth } from "#services/health/check-health";
import { ZHealthResponse } from "#shared/schemas/health";
import { openApiRouter } from "./openapi-app";

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Service health",
  description: "Whether the database answers, and which adapter serves each port.",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: ZHealthResponse } } },
    503: { description: "The database did not answer", content: { "application/json": { schema: ZHealthResponse } } },
  },
});

export const healthRoutes = openApiRouter().openapi(route, async (c) => {
  const report = await checkAppHealth(c.var.deps, c.var.db);
  c.header("Cache-Control", "no-store");
  return report.status === "ok" ? c.json(report, 200) : c.json(report, 503);
});
