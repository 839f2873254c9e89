import { STATUS_MESSAGE_KEYS, STATUS_MESSAGES, VALIDATION_MESSAGE } from "./messages";
import { type ServerMessageKey, serverMessageKey } from "./server-message-keys";

/**
 * Error codes. Named codes come from the spec's catalogue; everything else uses the HTTP status
 * as a string, as spec section 8 says clients should expect.
 */
type ErrorCode =
  | "VALIDATION_ERROR"
  | "ENCRYPTION_ERROR"
  | "SIGNUP_ERROR"
  | "LOGIN_ERROR"
  | "FORGOT_PASSWORD_ERROR"
  | "RESET_PASSWORD_ERROR"
  | `${number}`;

type ErrorDetails = Record<string, unknown> | unknown[] | undefined;

/** The one error type thrown by services and routes; the edges turn it into an envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails;
  /**
   * The message's stable key (shared/errors/server-message-keys.ts), which clients translate by;
   * for a text the registry does not know, the key of its status's message.
   */
  readonly key: ServerMessageKey;

  /** `key` for a message with values in it (not in the registry as written); else it is looked up. */
  constructor(code: ErrorCode, message: string, status: number, details?: ErrorDetails, key?: ServerMessageKey) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.details = details;
    this.key = key ?? serverMessageKey(message) ?? fallbackKey(code, status);
  }

  static validation(details?: ErrorDetails, message: string = VALIDATION_MESSAGE): AppError {
    return new AppError("VALIDATION_ERROR", message, 400, details);
  }

  /** A failed schema check: the issues' own messages (the spec's), each once, joined with '. '. */
  static fromIssues(issues: readonly { message: string }[]): AppError {
    const messages = [...new Set(issues.map((issue) => issue.message).filter(Boolean))];
    return AppError.validation(issues as unknown[], messages.length > 0 ? messages.join(". ") : undefined);
  }

  static unauthorized(message = "Authentication is required."): AppError {
    return new AppError("401", message, 401);
  }

  static forbidden(message: string = STATUS_MESSAGES[403], details?: ErrorDetails): AppError {
    return new AppError("403", message, 403, details);
  }

  static notFound(message: string = STATUS_MESSAGES[404], details?: ErrorDetails): AppError {
    return new AppError("404", message, 404, details);
  }

  static conflict(message: string = STATUS_MESSAGES[409]): AppError {
    return new AppError("409", message, 409);
  }

  static payloadTooLarge(limitBytes: number): AppError {
    return new AppError("413", STATUS_MESSAGES[413], 413, { limitBytes });
  }

  static tooManyRequests(message: string = STATUS_MESSAGES[429]): AppError {
    return new AppError("429", message, 429);
  }

  static internal(): AppError {
    return new AppError("500", STATUS_MESSAGES.serverError, 500);
  }
}

function fallbackKey(code: ErrorCode, status: number): ServerMessageKey {
  return code === "VALIDATION_ERROR" ? "validation" : statusMessageKey(status);
}

/** The key of a status's own message (spec section 8), as the registry names it. */
export function statusMessageKey(status: number): ServerMessageKey {
  return (
    (STATUS_MESSAGE_KEYS as Record<number, ServerMessageKey>)[status] ??
    (status < 500 ? STATUS_MESSAGE_KEYS.otherClientError : STATUS_MESSAGE_KEYS.serverError)
  );
}
