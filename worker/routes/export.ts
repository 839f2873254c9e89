import { createRoute, z } from "@hono/zod-openapi";
import { exportPack } from "#services/export/export-pack";
import { CSV_TYPE, PACK_FORMATS, ZIP_TYPE } from "#shared/packs/formats";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses } from "./route-parts";

const exportRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/export",
  tags: ["Documents"],
  summary: "Export the blueprint as a spec pack or tracker import",
  description:
    "The current blueprint, in the user's language, as a pack for a coding agent or a tracker (decision 032): `kiro` (.kiro/specs, steering, AGENTS.md), `speckit` (.specify and specs/001-…), `taskmaster` (.taskmaster/tasks/tasks.json and the PRD), `github` (issues.json and a gh script) as zip files; `jira` and `linear` as CSV for their importers, one row per version-1 requirement. Requirement ids are the RFP's. Needs the Complete Documentation package (403); 409 before the first document (no blueprint yet). Owner only.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: z.uuid("Product definition not found") }),
    query: z.object({
      format: z.enum(PACK_FORMATS, { error: `format must be one of ${PACK_FORMATS.join(", ")}` }),
    }),
  },
  responses: {
    200: {
      description: "The pack, as an attachment",
      content: {
        [ZIP_TYPE]: { schema: { type: "string", format: "binary" } },
        [CSV_TYPE]: { schema: { type: "string" } },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const exportRoutes = openApiRouter().openapi(exportRoute, async (c) => {
  const { id } = c.req.valid("param");
  const pack = await exportPack(serviceContext(c), c.var.user.id, id, c.req.valid("query").format);
  // fflate allocates a plain ArrayBuffer; the DOM types only want it said.
  const body = typeof pack.body === "string" ? pack.body : (pack.body as Uint8Array<ArrayBuffer>);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": pack.mediaType,
      "Cache-Control": "private, no-store",
      "Content-Disposition": `attachment; filename="${pack.fileName}"`,
    },
  });
});
