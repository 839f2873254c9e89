import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { AppError } from "../../../shared/errors/app-error";
import type { TUser } from "../../../shared/schemas/user";
import type { ServiceContext } from "../context";
import { entitlementsOf } from "./entitlements";

/** The spec's User client shape: the account and what it owns and has used. */
export async function getCurrentUser(ctx: ServiceContext, userId: string): Promise<TUser> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  return { ...user, ...(await entitlementsOf(ctx, userId)) };
}
