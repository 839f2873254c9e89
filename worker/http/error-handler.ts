import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "#shared/errors/app-error";
import { toEnvelope } from "#shared/errors/envelope";
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
  // A limit that knows when it lifts says so (share passcodes: decision 026).
  const retryAfter = (appError.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  if (appError.status === 429 && typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
  return c.json(toEnvelope(appError), appError.status as ContentfulStatusCode);
}

/** Returned, not thrown: Hono's not-found hook sits outside the middleware that adds headers. */
export function notFound(c: Context<AppEnv>): Response {
  return handleError(AppError.notFound({ path: c.req.path }), c);
}
