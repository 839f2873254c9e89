import { TRPCClientError } from "@trpc/client";
import type { TErrorEnvelope } from "#shared/errors/envelope";
import { STATUS_MESSAGE_KEYS, STATUS_MESSAGES, statusReading } from "#shared/errors/messages";
import type { Params } from "./i18n/define-messages";
import type { ServerText } from "./i18n/server-text";

/**
 * A call to the server that failed, whichever way it was made (a tRPC procedure, the generation
 * stream, a document's text): the HTTP status (0 when the server never answered: offline, a
 * time-out, a dropped stream), the spec's code and the server's message and details when it sent
 * them. tRPC's own client raises its TRPCClientError; `toApiError` reads every failure as this.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** The key of the error the server answered with (shared/errors/catalogue.ts), when it sent one. */
  get key(): string | undefined {
    const { key } = this.detailFields();
    return typeof key === "string" ? key : undefined;
  }

  /** The server's own message with the keys (and values) it sent for it, when the server answered. */
  get serverMessage(): ServerText | undefined {
    if (this.status === 0 || !this.message) return undefined;
    const { parts, params } = this.detailFields();
    const values = typeof params === "object" && params !== null && !Array.isArray(params) ? params : undefined;
    return {
      text: this.message,
      key: this.key,
      parts: Array.isArray(parts) && parts.every((part) => typeof part === "string") ? parts : undefined,
      ...(values ? { params: values as Params } : {}),
    };
  }

  private detailFields(): { key?: unknown; parts?: unknown; params?: unknown } {
    return typeof this.details === "object" && this.details !== null ? this.details : {};
  }
}

/** Whether the error is a failed call (rather than the page's own fault, e.g. a card form's). */
export function isApiFailure(error: unknown): boolean {
  return error instanceof ApiError || error instanceof TRPCClientError;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TRPCClientError) {
    const { httpStatus, appCode, details } = (error.data ?? {}) as Record<string, unknown>;
    const status = typeof httpStatus === "number" ? httpStatus : 0;
    return new ApiError(
      status,
      status ? error.message : "",
      typeof appCode === "string" ? appCode : undefined,
      details,
    );
  }
  return new ApiError(0, "");
}

/** A REST answer that is not ok, read from the spec's error envelope (its message, code and details). */
export async function apiErrorFromResponse(response: Response, fallback: string): Promise<ApiError> {
  // Read by hand: the schema library stays out of the web app's code.
  const body = (await response.json().catch(() => null)) as Partial<TErrorEnvelope> | null;
  const error = typeof body?.error === "object" && body.error !== null ? body.error : undefined;
  const message = [body?.message, error?.message].find((text) => typeof text === "string" && text !== "");
  const code = typeof error?.code === "string" ? error.code : undefined;
  return new ApiError(response.status, message ?? fallback, code, error?.details);
}

/** The message to show for a failed call, per the spec's status mapping (section 8). */
export function requestErrorMessage(error: unknown): ServerText {
  const failure = toApiError(error);
  const { id, serverMessageFirst } = statusReading(failure.status);
  return (serverMessageFirst && failure.serverMessage) || statusMessage(id);
}

/** A status's own message (spec section 8) with its key. */
export function statusMessage(id: keyof typeof STATUS_MESSAGES): ServerText {
  return { text: STATUS_MESSAGES[id], key: STATUS_MESSAGE_KEYS[id] };
}
