import type { ServiceContext } from "#worker/ports";
import { revokeSession, sessionOfToken } from "./refresh-tokens";

/**
 * POST /api/connect/logout: revokes the refresh token's whole family, and with it the access
 * tokens of that sign-in. An unknown or already revoked token is not an error: the session is
 * over either way, and the answer does not reveal which tokens exist.
 */
export async function signOut(ctx: ServiceContext, request: { refreshToken: string }): Promise<void> {
  const { refreshToken } = request;
  const sessionId = await sessionOfToken(ctx.db, refreshToken);
  if (sessionId) await revokeSession(ctx.db, sessionId, ctx.now);
}
