import { createRoute, z } from "@hono/zod-openapi";
import { authenticateSandboxPayment } from "#adapters/payments/authenticate-sandbox-payment";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";

const route = createRoute({
  method: "post",
  path: "/sandbox/payment_intents/{id}/authenticate",
  tags: ["Packages"],
  summary: "Payment sandbox: complete or fail 3-D Secure",
  description: "Only while the payment sandbox is the Payments adapter: what Stripe's test 3-D Secure page does.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: z.string().regex(/^pi_sbx_\w+$/, "Not a sandbox PaymentIntent") }),
    ...jsonBody(z.object({ succeed: z.boolean() })),
  },
  responses: { 200: jsonResponse(z.object({ success: z.literal(true) }), "Done"), ...errorResponses(400, 401, 404) },
});

export const sandboxPaymentRoutes = openApiRouter().openapi(route, async (c) => {
  const { succeed } = c.req.valid("json");
  await authenticateSandboxPayment(serviceContext(c), c.var.user.id, c.req.valid("param").id, succeed);
  return c.json({ success: true as const }, 200);
});
