import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import type { TUpdateUserRequest, TUser } from "#shared/schemas/user";
import type { ServiceContext } from "#worker/ports";
import { getCurrentUser } from "./get-current-user";

/** PUT /api/users/me: first and last name; the email cannot be changed. */
export async function updateCurrentUser(
  ctx: ServiceContext,
  userId: string,
  fields: TUpdateUserRequest,
): Promise<TUser> {
  await ctx.db
    .update(users)
    .set({ firstName: fields.firstName, lastName: fields.lastName, updatedAt: ctx.now })
    .where(eq(users.id, userId));
  return getCurrentUser(ctx, userId);
}
