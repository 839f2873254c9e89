import { z } from "zod";
import { authenticateSandboxPayment } from "#adapters/payments/authenticate-sandbox-payment";
import { createPurchase } from "#services/purchases/create-purchase";
import { getPurchase } from "#services/purchases/get-purchase";
import { listCatalogue } from "#services/purchases/list-catalogue";
import { ZCatalogue, ZIdempotencyKey, ZPurchase, ZPurchaseRequest, ZPurchaseResponse } from "#shared/schemas/commerce";
import { protectedProcedure, publicProcedure, router } from "../init";

export const packagesRouter = router({
  list: publicProcedure.output(ZCatalogue).query(() => ({ packages: listCatalogue() })),
});

export const purchasesRouter = router({
  /** The purchase call; `idempotencyKey` plays the REST Idempotency-Key header's part. */
  create: protectedProcedure
    .input(
      ZPurchaseRequest.extend({
        idempotencyKey: ZIdempotencyKey.optional(),
      }),
    )
    .output(ZPurchaseResponse)
    .mutation(({ ctx, input: { idempotencyKey, ...request } }) =>
      createPurchase(ctx, ctx.user.id, request, idempotencyKey),
    ),
  get: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(ZPurchase)
    .query(({ ctx, input }) => getPurchase(ctx, ctx.user.id, input.id)),
  /** The payment sandbox's 3-D Secure step (404 with real Stripe). */
  authenticateSandbox: protectedProcedure
    .input(z.object({ paymentIntentId: z.string().regex(/^pi_sbx_\w+$/), succeed: z.boolean() }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await authenticateSandboxPayment(ctx, ctx.user.id, input.paymentIntentId, input.succeed);
      return { success: true as const };
    }),
});
