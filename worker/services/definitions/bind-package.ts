import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { definitions, purchases, users } from "#db/schema/index";
import { packageByType } from "#shared/commerce/catalogue";
import { AppError } from "#shared/errors/app-error";
import { NO_PACKAGE_KEYS } from "#shared/errors/catalogue";
import type { TDefinitionPackage } from "#shared/schemas/definitions";

/**
 * Binds a definition to a package type, consuming one unused entitlement of it (spec section 5:
 * owned minus used > 0), in the caller's transaction. The user's row is locked first, so of
 * concurrent bindings only as many succeed as there are packages. The binding names the oldest
 * purchase with room left, so a refund can tell what was used.
 */
export async function bindPackage(
  tx: DbTransaction,
  userId: string,
  definitionId: string,
  packageType: TDefinitionPackage,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const packageId = packageByType(packageType)?.id as string;
  const bound = tx.select({ n: count() }).from(definitions).where(eq(definitions.purchaseId, purchases.id));
  const [purchase] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.packageId, packageId),
        eq(purchases.status, "succeeded"),
        sql`(${bound}) < ${purchases.quantity}`,
      ),
    )
    .orderBy(asc(purchases.createdAt))
    .limit(1);
  if (!purchase) throw new AppError(NO_PACKAGE_KEYS[packageType]);
  await tx
    .update(definitions)
    .set({ packageType, purchaseId: purchase.id })
    .where(and(eq(definitions.id, definitionId), sql`${definitions.packageType} is null`));
}
