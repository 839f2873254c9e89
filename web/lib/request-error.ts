import { TRPCClientError } from "@trpc/client";
import { messageForStatus } from "../../shared/errors/messages";

/** The HTTP status behind a failed call; 0 when the server never answered (offline, time-out). */
export function httpStatusOf(error: unknown): number {
  if (!(error instanceof TRPCClientError)) return 0;
  const status: unknown = error.data?.httpStatus;
  return typeof status === "number" ? status : 0;
}

/** The text to show for a failed call, per the spec's status mapping (section 8). */
export function requestErrorMessage(error: unknown): string {
  const status = httpStatusOf(error);
  const serverMessage = error instanceof TRPCClientError && status !== 0 ? error.message : undefined;
  return messageForStatus(status, serverMessage);
}
