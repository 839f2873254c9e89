import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "#db/errors";
import { purchases } from "#db/schema/index";
import { FREE_PACKAGE_ID } from "#shared/commerce/catalogue";
import { AppError } from "#shared/errors/app-error";
import type { TPurchaseRequest, TPurchaseResponse } from "#shared/schemas/commerce";
import type { ServiceContext } from "#worker/ports";
import { notifyPurchase } from "../mail/notifications";
import { purchaseView } from "./purchase-view";

/** The free RFP Generator: once per user (a partial unique index makes racing activations lose). */
export async function activateFreePackage(
  ctx: ServiceContext,
  userId: string,
  request: TPurchaseRequest,
): Promise<TPurchaseResponse> {
  if (request.quantity !== 1) throw new AppError("freeQuantity", undefined, { param: "quantity" });
  const owned = await ctx.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(eq(purchases.userId, userId), eq(purchases.packageId, FREE_PACKAGE_ID), eq(purchases.status, "succeeded")),
    )
    .limit(1);
  if (owned.length > 0) throw new AppError("freeAlreadyOwned");
  try {
    const [purchase] = await ctx.db
      .insert(purchases)
      .values({
        userId,
        packageId: FREE_PACKAGE_ID,
        quantity: 1,
        amountCents: 0,
        status: "succeeded",
        definitionId: request.definitionId ?? null,
        createdAt: ctx.now,
      })
      .returning();
    if (!purchase) throw AppError.internal();
    await notifyPurchase(ctx, purchase);
    return { success: true, purchase: purchaseView(purchase), requiresAction: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("freeAlreadyOwned");
    throw error;
  }
}
