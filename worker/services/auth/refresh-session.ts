import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { TLoginResponse, TRefreshRequest } from "#shared/schemas/auth";
import type { ServiceContext } from "#worker/ports";
import { tokenResponse } from "./issue-tokens";
import { rotateRefreshToken } from "./refresh-tokens";

/** POST /api/connect/refresh: a new access token and the refresh token's successor. */
export async function refreshSession(ctx: ServiceContext, request: TRefreshRequest): Promise<TLoginResponse> {
  const { refreshToken } = request;
  const session = await rotateRefreshToken(ctx.db, ctx.deps.config.jwtSecret, refreshToken, ctx.now);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user) throw AppError.unauthorized();
  return tokenResponse(ctx, user, session);
}
