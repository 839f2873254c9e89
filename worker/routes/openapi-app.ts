import { OpenAPIHono } from "@hono/zod-openapi";
import { AppError } from "#shared/errors/app-error";
import type { AppEnv } from "../http/app-env";

/** A router whose routes declare zod schemas; invalid input becomes the spec's 400 envelope. */
export function openApiRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.fromIssues(result.error.issues);
    },
  });
}
