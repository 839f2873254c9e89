import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import type { DocumentHoldings } from "#shared/documents/generation-entitlement";
import { AppError } from "#shared/errors/app-error";
import { resolveSettings } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";
import { ownedPackagesSql, sumsByType } from "../purchases/owned-packages";

/**
 * What a generation needs to know of its user, in one round trip: the packages that allow
 * documents (owned by succeeded purchases, the same count the user's own page shows) and the
 * language to write in.
 */
export async function generationOwner(ctx: ServiceContext, userId: string) {
  const [row] = await ctx.db
    .select({ settings: users.settings, owned: ownedPackagesSql() })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw AppError.notFound();
  return { language: resolveSettings(row.settings).language, holdings: documentHoldings(sumsByType(row.owned)) };
}

function documentHoldings(owned: Partial<DocumentHoldings>): DocumentHoldings {
  return {
    rfpGeneratorPackages: owned.rfpGeneratorPackages ?? 0,
    completeDocumentationPackages: owned.completeDocumentationPackages ?? 0,
  };
}
