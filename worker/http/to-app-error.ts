import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError } from "#shared/errors/app-error";
import { STATUS_MESSAGES } from "#shared/errors/messages";

/** Turns anything thrown into an AppError; unknown errors become a 500 that reveals nothing. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return AppError.fromIssues(error.issues);
  if (error instanceof HTTPException) return fromHttpException(error);
  return AppError.internal();
}

function fromHttpException(error: HTTPException): AppError {
  const status = error.status;
  if (status >= 500) return AppError.internal();
  // Hono's own messages (such as "Malformed JSON in request body") are safe and precise.
  if (status === 400) return AppError.validation(undefined, error.message || STATUS_MESSAGES[400]);
  const fallback = (STATUS_MESSAGES as Record<number, string>)[status] ?? STATUS_MESSAGES.otherClientError;
  return new AppError(`${status}`, error.message || fallback, status);
}
