import { z } from "zod";
import type { AppError } from "./app-error";

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
 * An error's details as clients receive them (REST envelope and tRPC error data alike): its key
 * beside what the error carries; the values filled into its message as `params`; for a message
 * joined from several (a validation's issues, a password's broken rules) their keys in order as
 * `parts`; a failed validation's issues each with its own key (null for a text the catalogue does
 * not know). All of it is the error's own: nothing is looked up by its English.
 */
export function errorDetails(error: AppError): Record<string, unknown> {
  const { key, details, parts, params } = error;
  const keys = { key, ...(parts ? { parts } : {}), ...(params ? { params } : {}) };
  if (Array.isArray(details)) return { ...keys, issues: details };
  return { ...details, ...keys };
}
