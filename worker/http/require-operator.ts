import { createMiddleware } from "hono/factory";
import { hashToken } from "#shared/auth/tokens";
import { AppError } from "#shared/errors/app-error";
import type { AppEnv } from "./app-env";

/**
 * Operator-only routes: `Authorization: Bearer <OPERATOR_API_KEY>`. Without a configured key they
 * are closed. Both sides are hashed before comparing, so the comparison takes the same time
 * whatever the guess.
 */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.var.deps.config.operatorApiKey;
  const given = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!expected || !given || (await hashToken(given)) !== (await hashToken(expected))) {
    throw new AppError("operatorKeyRequired");
  }
  await next();
});
