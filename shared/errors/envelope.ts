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
    error: { code: error.code, message: error.message, details: error.details },
  };
}
