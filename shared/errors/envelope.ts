import { z } from "zod";
import type { AppError } from "./app-error";
import { serverMessageKey, serverMessageParts } from "./server-message-keys";

/** The spec's error envelope (section 3): `{success:false, message, error:{code, message, details}}`. */
export const ZErrorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: "ErrorEnvelope" });

export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export function toEnvelope(error: AppError): TErrorEnvelope {
  return {
    success: false,
    message: error.message,
    error: { code: error.code, message: error.message, details: errorDetails(error) },
  };
}

/**
 * An error's details as clients receive them (REST envelope and tRPC error data alike): its
 * message's stable key beside what the error carries; for a message of several joined ones
 * (a validation's issues, a password's broken rules) their keys in order as `parts`; a failed
 * validation's issues each with the key of their own message (null for one the registry does not know).
 */
export function errorDetails(error: AppError): Record<string, unknown> {
  const { key, details } = error;
  const parts = serverMessageParts(error.message);
  const keys = parts ? { key, parts } : { key };
  if (Array.isArray(details)) return { ...keys, issues: details.map(keyedIssue) };
  return { ...details, ...keys };
}

function keyedIssue(issue: unknown): unknown {
  if (typeof issue !== "object" || issue === null) return issue;
  const { message } = issue as { message?: unknown };
  return { ...issue, key: typeof message === "string" ? (serverMessageKey(message) ?? null) : null };
}
