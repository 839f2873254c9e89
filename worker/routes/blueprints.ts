import { createRoute, z } from "@hono/zod-openapi";
import { getBlueprint } from "#services/blueprint/get-blueprint";
import { ZBlueprintResponse } from "#shared/schemas/blueprints";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonResponse } from "./route-parts";

const blueprintRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/blueprint",
  tags: ["Documents"],
  summary: "The product blueprint behind the documents",
  description:
    "The newest blueprint (null until the first document is generated): requirements FR-n with priority, acceptance criteria and estimate, entities, roles, workflows, integrations, platforms, milestones; whether the answers changed since; each current document's consistency check. Owner only.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.uuid("Product definition not found") }) },
  responses: { 200: jsonResponse(ZBlueprintResponse, "The blueprint"), ...errorResponses(401, 404) },
});

export const blueprintRoutes = openApiRouter().openapi(blueprintRoute, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getBlueprint(serviceContext(c), c.var.user.id, c.req.valid("param").id), 200);
});
