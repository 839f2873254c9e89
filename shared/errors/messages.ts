/**
 * The spec's message catalogue (section 8) for statuses without a more specific message.
 * Shared by the server (error envelopes) and the web client (fallback texts).
 */
export const STATUS_MESSAGES = {
  0: "Unable to connect to the server. Please try again later.",
  400: "The data sent is not valid. Please check the information and try again.",
  401: "Invalid credentials. Please verify your email and password.",
  403: "You do not have permission to perform this action.",
  404: "The requested resource was not found.",
  409: "A record with this information already exists.",
  413: "The request body is too large.",
  429: "Too many requests. Please wait a moment before trying again.",
  otherClientError: "Request error. Please check the data and try again.",
  serverError: "Server error. Please try again later.",
  fallback: "An unexpected error occurred. Please try again.",
} as const;

export const VALIDATION_MESSAGE = "Please check your information and try again";

export type StatusMessageId = keyof typeof STATUS_MESSAGES;

/** The status messages' keys in the server message registry (a unit test holds them to it). */
export const STATUS_MESSAGE_KEYS = {
  0: "unreachable",
  400: "invalidData",
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  409: "conflict",
  413: "payloadTooLarge",
  429: "tooManyRequests",
  otherClientError: "otherClientError",
  serverError: "serverError",
  fallback: "unexpected",
} as const satisfies Record<StatusMessageId, string>;

/**
 * The client-side reading of an HTTP status, as spec section 8 maps it: which status message
 * applies, and whether the server's own message (when it sent one) is shown instead.
 */
export function statusReading(status: number): { id: StatusMessageId; serverMessageFirst: boolean } {
  if (status === 0) return { id: 0, serverMessageFirst: false };
  if (status === 400 || status === 422) return { id: 400, serverMessageFirst: true };
  if (status === 401 || status === 403 || status === 404 || status === 429)
    return { id: status, serverMessageFirst: false };
  if (status === 409) return { id: 409, serverMessageFirst: true };
  if (status >= 400 && status < 500) return { id: "otherClientError", serverMessageFirst: true };
  if (status >= 500 && status < 600) return { id: "serverError", serverMessageFirst: false };
  return { id: "fallback", serverMessageFirst: false };
}
