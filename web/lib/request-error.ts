import { TRPCClientError } from "@trpc/client";
import { messageForStatus } from "../../shared/errors/messages";

/** The HTTP status behind a failed call; 0 when the server never answered (offline, time-out). */
export function httpStatusOf(error: unknown): number {
  if (!(error instanceof TRPCClientError)) return 0;
  const status: unknown = error.data?.httpStatus;
  return typeof status === "number" ? status : 0;
}

/** The spec's error code the server sent (e.g. "1" for a taken email), if any. */
export function appCodeOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const code: unknown = error.data?.appCode;
  return typeof code === "string" ? code : undefined;
}

/** The server's own message, when the server answered. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError && httpStatusOf(error) !== 0 ? error.message : undefined;
}

/** The text to show for a failed call, per the spec's status mapping (section 8). */
export function requestErrorMessage(error: unknown): string {
  return messageForStatus(httpStatusOf(error), serverMessageOf(error));
}
