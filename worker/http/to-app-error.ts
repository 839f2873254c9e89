import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError } from "#shared/errors/app-error";

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
  if (status === 400)
    return error.message ? new AppError("requestRefused", { reason: error.message }) : new AppError("invalidData");
  return AppError.ofStatus(status);
}
