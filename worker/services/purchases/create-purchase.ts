import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "#db/errors";
import { purchases } from "#db/schema/index";
import { hashToken } from "#shared/auth/tokens";
import { type CataloguePackage, FREE_PACKAGE_ID, packageByProduct } from "#shared/commerce/catalogue";
import { AppError } from "#shared/errors/app-error";
import type { TPurchaseRequest, TPurchaseResponse } from "#shared/schemas/commerce";
import type { ServiceContext } from "#worker/ports";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { activateFreePackage } from "./activate-free-package";
import { chargePurchase } from "./charge-purchase";
import { assertPaymentAllowed, isReplay, recordPaymentAttempt } from "./payment-limits";
import { purchaseView } from "./purchase-view";

/**
 * The purchase call. The amount is the catalogue's unit price times the quantity; nothing
 * price-like from the client is read. With an Idempotency-Key the same key and body give the same
 * result and never a second charge; the same key with another body is refused.
 */
export async function createPurchase(
  ctx: ServiceContext,
  userId: string,
  request: TPurchaseRequest,
  idempotencyKey?: string,
): Promise<TPurchaseResponse> {
  const item = packageByProduct(request.product);
  if (!item) throw new AppError("unknownProduct", undefined, { param: "product" });
  if (request.definitionId) await findOwnDefinition(ctx.db, userId, request.definitionId);
  if (item.id === FREE_PACKAGE_ID) return activateFreePackage(ctx, userId, request);
  if (!request.cardStripeToken) throw new AppError("cardRequired", undefined, { param: "cardStripeToken" });

  const requestHash = await hashToken(
    JSON.stringify([item.id, request.quantity, request.cardStripeToken, request.definitionId ?? null]),
  );
  const replay = await isReplay(ctx, userId, idempotencyKey);
  if (!replay) await assertPaymentAllowed(ctx, userId);
  const purchase = await findOrCreatePending(ctx, userId, item, request, idempotencyKey, requestHash);
  if (!replay) await recordPaymentAttempt(ctx, userId, purchase.id);
  if (purchase.status === "succeeded" || purchase.status === "refunded") {
    return { success: purchase.status === "succeeded", purchase: purchaseView(purchase), requiresAction: false };
  }
  return chargePurchase(ctx, purchase, request.cardStripeToken);
}

async function findOrCreatePending(
  ctx: ServiceContext,
  userId: string,
  item: CataloguePackage,
  request: TPurchaseRequest,
  idempotencyKey: string | undefined,
  requestHash: string,
) {
  const values = {
    userId,
    packageId: item.id,
    quantity: request.quantity,
    amountCents: item.priceCents * request.quantity,
    definitionId: request.definitionId ?? null,
    idempotencyKey: idempotencyKey ?? null,
    requestHash,
    createdAt: ctx.now,
  };
  try {
    const [created] = await ctx.db.insert(purchases).values(values).returning();
    if (created) return created;
  } catch (error) {
    if (!idempotencyKey || !isUniqueViolation(error)) throw error;
  }
  const [existing] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, idempotencyKey as string)));
  if (!existing) throw AppError.internal();
  if (existing.requestHash !== requestHash) throw new AppError("idempotencyMismatch");
  return existing;
}
