import { createRoute, z } from "@hono/zod-openapi";
import { applyPaymentEvent } from "#services/purchases/apply-payment-event";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { errorResponses, jsonResponse } from "./route-parts";

const route = createRoute({
  method: "post",
  path: "/stripe/webhook",
  tags: ["Packages"],
  summary: "Stripe webhook",
  description:
    "Verified with Stripe-Signature on the raw body (300 s tolerance). Handles payment_intent.succeeded, " +
    "payment_intent.payment_failed and charge.refunded; each event is applied once.",
  responses: {
    200: jsonResponse(z.object({ received: z.literal(true), result: z.string() }), "Event accepted"),
    ...errorResponses(400),
  },
});

export const stripeWebhookRoutes = openApiRouter().openapi(route, async (c) => {
  const ctx = serviceContext(c);
  // The raw text, untouched: the signature covers the exact bytes Stripe sent.
  const event = await ctx.deps.payments.verifyWebhook(await c.req.text(), c.req.header("stripe-signature"), ctx.now);
  const result = await applyPaymentEvent(ctx, event);
  ctx.deps.logger.info("stripe event", { id: event.id, type: event.type, result });
  return c.json({ received: true as const, result }, 200);
});
