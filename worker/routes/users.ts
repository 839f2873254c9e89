import { createRoute } from "@hono/zod-openapi";
import { getCurrentUser } from "#services/users/get-current-user";
import { updateCurrentUser } from "#services/users/update-current-user";
import { ZUpdateUserRequest, ZUser } from "#shared/schemas/user";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";

const meRoute = createRoute({
  method: "get",
  path: "/users/me",
  tags: ["Accounts"],
  summary: "The signed-in user",
  description: "The user with the packages they own and have used, and their development hours.",
  security: BEARER,
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(ZUser, "The current user"), ...errorResponses(401) },
});

const updateMeRoute = createRoute({
  method: "put",
  path: "/users/me",
  tags: ["Accounts"],
  summary: "Change the signed-in user's names",
  description: "First and last name; the email cannot be changed.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: jsonBody(ZUpdateUserRequest),
  responses: { 200: jsonResponse(ZUser, "The updated user"), ...errorResponses(400, 401) },
});

export const userRoutes = openApiRouter()
  .openapi(meRoute, async (c) => {
    const user = await getCurrentUser(serviceContext(c), c.var.user.id);
    c.header("Cache-Control", "no-store");
    return c.json(user, 200);
  })
  .openapi(updateMeRoute, async (c) =>
    c.json(await updateCurrentUser(serviceContext(c), c.var.user.id, c.req.valid("json")), 200),
  );
