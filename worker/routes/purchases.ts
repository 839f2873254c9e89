import { createRoute, z } from "@hono/zod-openapi";
import { createPurchase } from "#services/purchases/create-purchase";
import { getPurchase } from "#services/purchases/get-purchase";
import { ZIdempotencyKey, ZPurchase, ZPurchaseRequest, ZPurchaseResponse } from "#shared/schemas/commerce";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";

const purchaseRoute = (path: string, hidden: boolean) =>
  createRoute({
    method: "post",
    path,
    tags: ["Packages"],
    summary: "Buy a package",
    description:
      "`product` is the package name without whitespace. The amount is the catalogue price x quantity. " +
      "An `Idempotency-Key` header makes a retry return the first result without a second charge. " +
      "202 with `requiresAction`: complete 3-D Secure in the browser with `clientSecret`.",
    hide: hidden,
    security: BEARER,
    middleware: [requireUser] as const,
    request: {
      ...jsonBody(ZPurchaseRequest),
      headers: z.object({ "idempotency-key": ZIdempotencyKey.optional() }),
    },
    responses: {
      200: jsonResponse(ZPurchaseResponse, "Purchased (or the replay of an earlier result)"),
      202: jsonResponse(ZPurchaseResponse, "The card needs 3-D Secure; the webhook completes the purchase"),
      ...errorResponses(400, 401, 402, 404, 409, 502),
    },
  });

const getRoute = createRoute({
  method: "get",
  path: "/purchases/{id}",
  tags: ["Packages"],
  summary: "One of your purchases",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.uuid("Purchase not found") }) },
  responses: { 200: jsonResponse(ZPurchase, "The purchase"), ...errorResponses(401, 404) },
});

const router = openApiRouter();
// The spec lists /api/Purchases; /api/purchases is the same call (documented once).
for (const [path, hidden] of [
  ["/purchases", false],
  ["/Purchases", true],
] as const) {
  router.openapi(purchaseRoute(path, hidden), async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const result = await createPurchase(serviceContext(c), c.var.user.id, c.req.valid("json"), key);
    return c.json(result, result.requiresAction ? 202 : 200);
  });
}
router.openapi(getRoute, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getPurchase(serviceContext(c), c.var.user.id, c.req.valid("param").id), 200);
});

export const purchaseRoutes = router;
