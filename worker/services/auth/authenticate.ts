import { AppError } from "#shared/errors/app-error";
import type { ServiceContext } from "#worker/ports";
import { verifyAccessToken } from "./access-tokens";
import { findOpenSession } from "./refresh-tokens";

export type SessionUser = { id: string; email: string; sessionId: string };

/**
 * The user behind an `Authorization: Bearer` header. The token must verify and its session (the
 * refresh family it names) must still be open, so a logout or a password reset ends it at once.
 */
export async function authenticate(ctx: ServiceContext, authorization: string | undefined): Promise<SessionUser> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw AppError.unauthorized();
  const { userId, sessionId } = await verifyAccessToken(token, ctx.deps.config.jwtSecret, ctx.now);
  const session = await findOpenSession(ctx.db, userId, sessionId);
  if (!session) throw AppError.unauthorized();
  return { id: session.id, email: session.email, sessionId };
}
