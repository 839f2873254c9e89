import { createRoute, z } from "@hono/zod-openapi";
import { getDefinition } from "#services/definitions/get-definition";
import { listDefinitions } from "#services/definitions/list-definitions";
import { sendAnswer } from "#services/definitions/send-answer";
import { startDefinition } from "#services/definitions/start-definition";
import { updateAnswers } from "#services/definitions/update-answers";
import { AppError } from "#shared/errors/app-error";
import {
  ZDefinitionDetail,
  ZDefinitionList,
  ZDefinitionListQuery,
  ZDefinitionPackage,
  ZDefinitionPage,
  ZInitRequest,
  ZInitResponse,
  ZSendMessageRequest,
  ZSendMessageResponse,
  ZUpdateMessagesRequest,
  ZUpdateMessagesResponse,
} from "#shared/schemas/definitions";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";

const idParam = z.object({ id: z.uuid("Product definition not found") });
/** The questionnaire page's URL carries the package as ?package=. */
const packageQuery = z.object({ package: ZDefinitionPackage.optional() });

const listRoute = createRoute({
  tags: ["Product definitions"],
  security: BEARER,
  middleware: [requireUser] as const,
  method: "get",
  path: "/conversations",
  summary: "Your product definitions",
  description:
    "A page of your definitions, most recently updated first (`limit`, default 50; `nextCursor` gives the next page), " +
    "optionally searched by name or vision and filtered by status.",
  request: { query: ZDefinitionListQuery },
  responses: { 200: jsonResponse(ZDefinitionList, "Most recently updated first"), ...errorResponses(400, 401) },
});

const initDescription =
  "Starts a definition and returns its first prompt. With a package type (body `packageType` or query " +
  "`package`) the definition is bound at once and consumes that entitlement; none left is 403.";
const initResponses = { 201: jsonResponse(ZInitResponse, "Started"), ...errorResponses(400, 401, 403) };

const initPostRoute = createRoute({
  tags: ["Product definitions"],
  security: BEARER,
  middleware: [requireUser] as const,
  method: "post",
  path: "/conversations/init",
  summary: "Start a product definition",
  description: initDescription,
  request: {
    query: packageQuery,
    body: { required: false, content: { "application/json": { schema: ZInitRequest } } },
  },
  responses: initResponses,
});

const initGetRoute = createRoute({
  tags: ["Product definitions"],
  security: BEARER,
  middleware: [requireUser] as const,
  method: "get",
  path: "/conversations/init",
  summary: "Start a product definition (the spec's GET reading)",
  description: initDescription,
  request: { query: packageQuery },
  responses: initResponses,
});

const detailRoute = createRoute({
  tags: ["Product definitions"],
  security: BEARER,
  middleware: [requireUser] as const,
  method: "get",
  path: "/conversations/{id}",
  summary: "One product definition: a page of its conversation, its documents and state",
  request: { params: idParam, query: ZDefinitionPage },
  responses: { 200: jsonResponse(ZDefinitionDetail, "The conversation"), ...errorResponses(400, 401, 404) },
});

const messageRoute = createRoute({
  tags: ["Product definitions"],
  security: BEARER,
  middleware: [requireUser] as const,
  method: "post",
  path: "/conversations/message",
  summary: "Answer the current prompt",
  description: "JSON or a multipart form with the same fields. The same answer twice is stored once.",
  request: {
    body: {
      // Not `required`: each media type's validator then runs only for requests of that type.
      required: false,
      content: {
        "application/json": { schema: ZSendMessageRequest },
        "multipart/form-data": { schema: ZSendMessageRequest },
      },
    },
  },
  responses: { 200: jsonResponse(ZSendMessageResponse, "The next prompt"), ...errorResponses(400, 401, 403, 404, 409) },
});

const updateRoute = createRoute({
  tags: ["Product definitions"],
  security: BEARER,
  middleware: [requireUser] as const,
  method: "post",
  path: "/conversations/{id}/update-user-messages",
  summary: "Edit answers",
  description: "Every earlier version is kept; documents made before the edit are marked out of date.",
  request: { params: idParam, ...jsonBody(ZUpdateMessagesRequest) },
  responses: { 200: jsonResponse(ZUpdateMessagesResponse, "Saved"), ...errorResponses(400, 401, 404) },
});

export const conversationRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listDefinitions(serviceContext(c), c.var.user.id, c.req.valid("query")), 200);
  })
  .openapi(initPostRoute, async (c) => {
    const packageType = c.req.valid("json")?.packageType ?? c.req.valid("query").package;
    return c.json(await startDefinition(serviceContext(c), c.var.user.id, packageType), 201);
  })
  .openapi(initGetRoute, async (c) =>
    c.json(await startDefinition(serviceContext(c), c.var.user.id, c.req.valid("query").package), 201),
  )
  .openapi(detailRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const detail = await getDefinition(serviceContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("query"));
    return c.json(detail, 200);
  })
  .openapi(messageRoute, async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^(application\/json|multipart\/form-data)/i.test(type)) {
      throw new AppError("answerBodyType");
    }
    const body = type.startsWith("multipart/") ? c.req.valid("form") : c.req.valid("json");
    return c.json(await sendAnswer(serviceContext(c), c.var.user.id, body), 200);
  })
  .openapi(updateRoute, async (c) =>
    c.json(await updateAnswers(serviceContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
