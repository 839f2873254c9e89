import { createRoute } from "@hono/zod-openapi";
import { spendHours } from "#services/hours/spend-hours";
import { ZSpendHoursRequest, ZSpendHoursResponse } from "#shared/schemas/commerce";
import { requireOperator } from "../http/require-operator";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { errorResponses, jsonBody, jsonResponse } from "./route-parts";

const route = createRoute({
  method: "post",
  path: "/operator/hours",
  tags: ["Operator"],
  summary: "Record development hours spent on a definition",
  description:
    "Operator only (`Authorization: Bearer <OPERATOR_API_KEY>`). `user` is a user id or email. Hours are " +
    "drawn from the user's blocks that expire first; more than available answers 409 and records nothing.",
  security: [{ operatorKey: [] }],
  middleware: [requireOperator] as const,
  request: jsonBody(ZSpendHoursRequest),
  responses: { 201: jsonResponse(ZSpendHoursResponse, "Recorded"), ...errorResponses(400, 401, 404, 409) },
});

export const operatorHoursRoutes = openApiRouter().openapi(route, async (c) => {
  const entries = await spendHours(serviceContext(c), c.req.valid("json"));
  return c.json({ success: true as const, entries }, 201);
});
