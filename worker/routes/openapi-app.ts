import { OpenAPIHono } from "@hono/zod-openapi";
import { AppError } from "../../shared/errors/app-error";
import { ZErrorEnvelope } from "../../shared/errors/envelope";
import type { AppEnv } from "../http/app-env";

/** A router whose routes declare zod schemas; invalid input becomes the spec's 400 envelope. */
export function openApiRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.validation(result.error.issues);
    },
  });
}

/** An OpenAPI response entry for the error envelope. */
export function errorResponse(description: string) {
  return { description, content: { "application/json": { schema: ZErrorEnvelope } } };
}
