import { createRoute, z } from "@hono/zod-openapi";
import { getBlueprint } from "#services/blueprint/get-blueprint";
import { updateBlueprint } from "#services/blueprint/update-blueprint";
import { ZBlueprintResponse, ZBlueprintUpdateRequest } from "#shared/schemas/blueprints";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";

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

const correctRoute = createRoute({
  method: "put",
  path: "/conversations/{id}/blueprint",
  tags: ["Documents"],
  summary: "Correct the blueprint",
  description:
    "The whole corrected blueprint and the `version` it corrects, stored as the next version: the next generation renders from it (until the answers or the language change) and the documents rendered before it are no longer current. 400 with the failing paths in `error.details.issues`; a requirement, action, workflow step or field that still uses a deleted role or record is listed in `error.details.dangling` (`{requirement, role}`, `{requirement, record}`...). 409 when `version` is not the newest (`error.details.currentVersion`) or there is no blueprint yet. Owner only.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: z.uuid("Product definition not found") }),
    ...jsonBody(ZBlueprintUpdateRequest),
  },
  responses: {
    200: jsonResponse(ZBlueprintResponse, "The stored version, as GET answers it"),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const blueprintRoutes = openApiRouter()
  .openapi(blueprintRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getBlueprint(serviceContext(c), c.var.user.id, c.req.valid("param").id), 200);
  })
  .openapi(correctRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const { id } = c.req.valid("param");
    return c.json(await updateBlueprint(serviceContext(c), c.var.user.id, id, c.req.valid("json")), 200);
  });
