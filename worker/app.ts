import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "#shared/errors/app-error";
import { APP_VERSION } from "#shared/version";
import type { AppEnv } from "./http/app-env";
import { databaseLease } from "./http/database-lease";
import { handleError, notFound } from "./http/error-handler";
import { refuseUnreadable } from "./http/refuse-unreadable";
import { requestContext } from "./http/request-context";
import { securityHeaders } from "./http/security-headers";
import type { AppDeps } from "./ports";
import { analyticsRoutes } from "./routes/analytics";
import { apiDocsRoutes } from "./routes/api-docs";
import { authRoutes } from "./routes/auth";
import { blueprintRoutes } from "./routes/blueprints";
import { clientConfigRoutes } from "./routes/client-config";
import { conversationRoutes } from "./routes/conversations";
import { deckThemeRoutes } from "./routes/deck-theme";
import { devMailboxPage, devOutboxApi } from "./routes/dev-outbox";
import { documentRoutes } from "./routes/documents";
import { exportRoutes } from "./routes/export";
import { healthRoutes } from "./routes/health";
import { openApiRouter } from "./routes/openapi-app";
import { finishOpenApiDocument } from "./routes/openapi-document";
import { operatorHoursRoutes } from "./routes/operator-hours";
import { packageRoutes } from "./routes/packages";
import { purchaseRoutes } from "./routes/purchases";
import { sandboxPaymentRoutes } from "./routes/sandbox-payments";
import { settingsRoutes } from "./routes/settings";
import { shareRoutes } from "./routes/shares";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";
import { userRoutes } from "./routes/users";
import { trpcHandler } from "./trpc/handler";

/** Request bodies above this size are refused with 413 before any handler reads them. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type CreateAppOptions = {
  /** Serves the SPA for every path that is not /api or /trpc (Node: files; Workers: the ASSETS binding). */
  assets?: MiddlewareHandler<AppEnv>;
  /** Compresses responses (Node; Cloudflare's edge compresses Workers responses itself). */
  compress?: MiddlewareHandler<AppEnv>;
};

/** The whole HTTP surface, built from injected ports; it never reads the environment itself. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(notFound);
  if (options.compress) app.use(options.compress);
  app.use(requestContext(deps), securityHeaders({ production: deps.config.env === "production" }));

  const limit = bodyLimitFor(BODY_LIMIT_BYTES);
  app.use("/api/*", limit, refuseUnreadable, databaseLease(deps.database));
  app.use("/trpc/*", limit, refuseUnreadable, databaseLease(deps.database));

  app.route("/", restApi(deps));
  if (hasDevMailbox(deps)) {
    app.route("/api", devOutboxApi);
    app.use("/dev/*", databaseLease(deps.database));
    app.route("/dev", devMailboxPage);
  }
  app.all("/api/*", notFound);
  app.use("/trpc/*", trpcHandler);
  if (options.assets) app.get("*", options.assets);
  return app;
}

/**
 * GET and HEAD carry no body, and a body that states its length is judged by it (the HTTP parser
 * reads no more than that): neither touches the body, so the Node adapter builds no web Request for
 * it and the next reader takes it straight from the socket. A body without a length is counted as
 * it streams, by Hono's bodyLimit.
 */
function bodyLimitFor(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw AppError.payloadTooLarge(maxSize);
    },
  });
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (!length || !/^\d+$/.test(length) || c.req.header("transfer-encoding") !== undefined) return limit(c, next);
    if (Number.parseInt(length, 10) > maxSize) throw AppError.payloadTooLarge(maxSize);
    return next();
  };
}

/** The outbox mailer's mailbox, the way letter_opener works: development only. */
function hasDevMailbox(deps: AppDeps): boolean {
  return deps.config.mailer.kind === "outbox" && deps.config.env !== "production";
}

/** The REST routes of spec section 7, each declared with its zod schemas for the OpenAPI document. */
function restApi(deps: AppDeps) {
  const api = openApiRouter().basePath("/api");
  api.route("/", healthRoutes);
  api.route("/", apiDocsRoutes);
  api.route("/", clientConfigRoutes);
  api.route("/", analyticsRoutes);
  api.route("/", authRoutes);
  api.route("/", settingsRoutes);
  api.route("/", userRoutes);
  api.route("/", packageRoutes);
  api.route("/", conversationRoutes);
  api.route("/", documentRoutes);
  api.route("/", blueprintRoutes);
  api.route("/", deckThemeRoutes);
  api.route("/", exportRoutes);
  api.route("/", shareRoutes);
  api.route("/", purchaseRoutes);
  api.route("/", stripeWebhookRoutes);
  api.route("/", operatorHoursRoutes);
  if (deps.payments.kind === "sandbox") api.route("/", sandboxPaymentRoutes);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access_token from POST /api/connect/login or /api/connect/refresh.",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "operatorKey", {
    type: "http",
    scheme: "bearer",
    description: "OPERATOR_API_KEY, for operator-only routes.",
  });
  const description = {
    openapi: "3.1.0",
    info: {
      title: "Specwright API",
      version: APP_VERSION,
      description:
        "REST API of Specwright. Every error uses the envelope {success:false, message, error:{code, message, details}}.",
      license: { name: "Proprietary", url: `${deps.config.appUrl}/` },
    },
    servers: [{ url: deps.config.appUrl }],
  };
  // Generated on the first request, then kept: the routes do not change while the app runs.
  let document: object | undefined;
  api.get("/openapi.json", (c) => {
    document ??= finishOpenApiDocument(api.getOpenAPI31Document(description));
    return c.json(document);
  });
  return api;
}
