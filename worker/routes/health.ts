import { createRoute } from "@hono/zod-openapi";
import { ZHealthResponse } from "../../shared/schemas/health";
import { portAdapters } from "../deps";
import { checkHealth } from "../services/health/check-health";
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
  const { deps } = c.var;
  const report = await checkHealth({
    db: c.var.db,
    adapters: portAdapters(deps),
    runtime: deps.runtime,
    now: deps.clock,
    logger: deps.logger,
  });
  c.header("Cache-Control", "no-store");
  return report.status === "ok" ? c.json(report, 200) : c.json(report, 503);
});
