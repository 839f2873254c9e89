import type { TLoginResponse } from "#shared/schemas/auth";
import type { ServiceContext } from "#worker/ports";
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from "./access-tokens";

type SessionUser = { id: string; email: string; firstName: string };

/** The answer of login and refresh: a new access token beside the session's refresh token. */
export async function tokenResponse(
  ctx: ServiceContext,
  user: SessionUser,
  session: { sessionId: string; refreshToken: string },
): Promise<TLoginResponse> {
  const accessToken = await issueAccessToken(
    { userId: user.id, email: user.email, firstName: user.firstName, sessionId: session.sessionId },
    ctx.deps.config.jwtSecret,
    ctx.now,
  );
  return {
    success: true,
    access_token: accessToken,
    refresh_token: session.refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: "Bearer",
  };
}
