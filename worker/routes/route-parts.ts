import type { z } from "zod";
import { ZErrorEnvelope } from "#shared/errors/envelope";

/** Pieces of route declarations, so each route states only what is its own. */

export function jsonBody<S extends z.ZodType>(schema: S) {
  return { body: { required: true, content: { "application/json": { schema } } } } as const;
}

export function jsonResponse<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input (VALIDATION_ERROR) or a secured field that does not decrypt (ENCRYPTION_ERROR)",
  401: "Missing, invalid or expired credentials",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  410: "No longer available",
  422: "The password does not meet the rules",
  429: "Too many attempts",
};

/** The spec's error envelope under each status a route can answer with. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonResponse(ZErrorEnvelope, ERROR_DESCRIPTIONS[status] ?? "Error")]),
  ) as { [K in S[number]]: ReturnType<typeof jsonResponse<typeof ZErrorEnvelope>> };
}

/** Routes that need `Authorization: Bearer <access token>`. */
export const BEARER = [{ bearerAuth: [] }];

/**
 * The pitch deck's page policy: it runs sandboxed in an opaque origin (a model may have written
 * it), so its script can page through slides but never reach the app.
 */
export const DECK_SANDBOX_POLICY =
  "sandbox allow-scripts allow-modals; default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";
