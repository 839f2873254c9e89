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

/** The client-side reading of an HTTP status, as spec section 8 maps it. */
export function messageForStatus(status: number, serverMessage?: string): string {
  if (status === 0) return STATUS_MESSAGES[0];
  if (status === 400 || status === 422) return serverMessage || STATUS_MESSAGES[400];
  if (status === 401 || status === 403 || status === 404 || status === 429) return STATUS_MESSAGES[status];
  if (status === 409) return serverMessage || STATUS_MESSAGES[409];
  if (status >= 400 && status < 500) return serverMessage || STATUS_MESSAGES.otherClientError;
  if (status >= 500 && status < 600) return STATUS_MESSAGES.serverError;
  return STATUS_MESSAGES.fallback;
}
