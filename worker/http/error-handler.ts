import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "#shared/errors/app-error";
import { toEnvelope } from "#shared/errors/envelope";
import { DEFAULT_RETRY_AFTER_SECONDS } from "#shared/errors/retry-after";
import { describeError } from "../logging/logger";
import type { AppEnv } from "./app-env";
import { toAppError } from "./to-app-error";

/** The one place a thrown error becomes a response: the spec's envelope, never a stack trace. */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    c.var.deps.logger.error("request failed", { requestId: c.var.requestId, ...describeError(error) });
  }
  // A refused body may still be arriving: on Node, close the connection rather than leave it
  // half-read for the client to reuse (workerd manages its connections itself).
  if (appError.status === 413 && c.var.deps?.runtime === "node") c.header("Connection", "close");
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== null) c.header("Retry-After", String(retryAfter));
  return c.json(toEnvelope(appError), appError.status as ContentfulStatusCode);
}

/** Returned, not thrown: Hono's not-found hook sits outside the middleware that adds headers. */
export function notFound(c: Context<AppEnv>): Response {
  return handleError(AppError.notFound({ path: c.req.path }), c);
}

/**
 * Every 429 says when to ask again (issue 29): the limit's own time when it knows it
 * (`details.retryAfter`, seconds), else DEFAULT_RETRY_AFTER_SECONDS. Null for any other status.
 */
export function retryAfterOf(error: AppError): number | null {
  if (error.status !== 429) return null;
  const given = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof given === "number" && given > 0 ? Math.ceil(given) : DEFAULT_RETRY_AFTER_SECONDS;
}
