import { createRoute, z } from "@hono/zod-openapi";
import { changePassword } from "#services/users/change-password";
import { deleteAccount } from "#services/users/delete-account";
import { getSettings, updateSettings } from "#services/users/settings";
import { SETTINGS_MESSAGES } from "#shared/errors/auth-messages";
import { ZSuccessResponse } from "#shared/schemas/auth";
import { ZChangePasswordRequest, ZDeleteAccountRequest, ZSettings, ZSettingsUpdate } from "#shared/schemas/settings";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";

const tags = ["Accounts"];

const getRoute = createRoute({
  method: "get",
  path: "/users/me/settings",
  tags,
  summary: "Your settings (the spec's defaults where unsaved)",
  security: BEARER,
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(ZSettings, "Settings"), ...errorResponses(401) },
});

const putRoute = createRoute({
  method: "put",
  path: "/users/me/settings",
  tags,
  summary: "Save settings",
  description: "Any subset of the fields; each is validated, the others keep their values.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: jsonBody(ZSettingsUpdate),
  responses: { 200: jsonResponse(ZSettings, "Saved"), ...errorResponses(400, 401) },
});

const passwordRoute = createRoute({
  method: "put",
  path: "/users/me/password",
  tags,
  summary: "Change your password",
  description: "Checks the current password; every other session of the account is signed out.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: jsonBody(ZChangePasswordRequest),
  responses: { 200: jsonResponse(ZSuccessResponse, "Changed"), ...errorResponses(400, 401, 422, 429) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/users/me",
  tags,
  summary: "Delete your account",
  description: "`email` must be the account's email. Purchases stay for accounting, anonymised.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: jsonBody(ZDeleteAccountRequest),
  responses: {
    200: jsonResponse(z.object({ success: z.literal(true), message: z.string() }), "Deleted"),
    ...errorResponses(400, 401),
  },
});

export const settingsRoutes = openApiRouter()
  .openapi(getRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getSettings(serviceContext(c), c.var.user.id), 200);
  })
  .openapi(putRoute, async (c) =>
    c.json(await updateSettings(serviceContext(c), c.var.user.id, c.req.valid("json")), 200),
  )
  .openapi(passwordRoute, async (c) => {
    await changePassword(serviceContext(c), c.var.user, c.req.valid("json"));
    return c.json({ success: true as const, message: SETTINGS_MESSAGES.passwordUpdated }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteAccount(serviceContext(c), c.var.user, c.req.valid("json").email);
    return c.json({ success: true as const, message: SETTINGS_MESSAGES.accountDeleted }, 200);
  });
