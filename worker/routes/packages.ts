import { createRoute } from "@hono/zod-openapi";
import { listCatalogue } from "#services/purchases/list-catalogue";
import { ZCatalogue } from "#shared/schemas/commerce";
import { openApiRouter } from "./openapi-app";
import { jsonResponse } from "./route-parts";

const route = createRoute({
  method: "get",
  path: "/packages",
  tags: ["Packages"],
  summary: "The package catalogue",
  description: "Spec section 9's packages; `price` in US dollars.",
  responses: { 200: jsonResponse(ZCatalogue, "The catalogue") },
});

export const packageRoutes = openApiRouter().openapi(route, (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ packages: listCatalogue() }, 200);
});
