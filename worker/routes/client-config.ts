import { createRoute } from "@hono/zod-openapi";
import { clientConfig } from "#services/client-config";
import { ZClientConfig } from "#shared/schemas/auth";
import { openApiRouter } from "./openapi-app";
import { jsonResponse } from "./route-parts";

const route = createRoute({
  method: "get",
  path: "/client-config",
  tags: ["System"],
  summary: "Public settings for the browser",
  description: "The secured-field key and IV when configured (the spec's client encrypts with them).",
  responses: { 200: jsonResponse(ZClientConfig, "Public settings") },
});

export const clientConfigRoutes = openApiRouter().openapi(route, (c) => c.json(clientConfig(c.var.deps.config), 200));
