import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { AppError } from "../../../shared/errors/app-error";
import type { TUser } from "../../../shared/schemas/user";
import type { ServiceContext } from "../context";

/**
 * The spec's User client shape. Package and hour counts are derived from purchases and hour
 * blocks, which the commerce issue brings; until then every user owns nothing.
 */
export async function getCurrentUser(ctx: ServiceContext, userId: string): Promise<TUser> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  return {
    ...user,
    rfpGeneratorPackages: 0,
    completeDocumentationPackages: 0,
    developmentWeekPackages: 0,
    developmentHoursPackages: 0,
    developmentHours: 0,
    developmentWeekHours: 0,
    developmentHoursUsed: 0,
    rfpGeneratorPackagesUsed: 0,
    completeDocumentationPackagesUsed: 0,
  };
}
