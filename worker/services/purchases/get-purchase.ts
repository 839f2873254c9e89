import { and, eq } from "drizzle-orm";
import { purchases } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { TPurchase } from "#shared/schemas/commerce";
import type { ServiceContext } from "#worker/ports";
import { purchaseView } from "./purchase-view";

/** One of the user's purchases (the checkout polls it while 3-D Secure completes). */
export async function getPurchase(ctx: ServiceContext, userId: string, purchaseId: string): Promise<TPurchase> {
  const [row] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!row) throw new AppError("purchaseNotFound");
  return purchaseView(row);
}
