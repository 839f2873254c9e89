import { createRoute, z } from "@hono/zod-openapi";
import { recordPageView } from "#services/analytics/record-page-view";
import { authenticate } from "#services/auth/authenticate";
import { ZPageView } from "#shared/schemas/analytics";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { errorResponses, jsonBody, jsonResponse } from "./route-parts";

const route = createRoute({
  method: "post",
  path: "/analytics/page-views",
  tags: ["System"],
  summary: "Record a page view (first-party analytics)",
  description: "Stored only while the user's analytics setting is on; anonymous visitors decide in their browser.",
  request: jsonBody(ZPageView),
  responses: { 200: jsonResponse(z.object({ stored: z.boolean() }), "Recorded or declined"), ...errorResponses(400) },
});

export const analyticsRoutes = openApiRouter().openapi(route, async (c) => {
  const ctx = serviceContext(c);
  const header = c.req.header("authorization");
  const user = header ? await authenticate(ctx, header).catch(() => null) : null;
  return c.json({ stored: await recordPageView(ctx, user?.id ?? null, c.req.valid("json").path) }, 200);
});
