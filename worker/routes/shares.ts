import { createRoute, z } from "@hono/zod-openapi";
import { createShare, listShares, revokeShare } from "#services/shares/manage-shares";
import { readShared, readSharedDeck, recordSlideSeconds } from "#services/shares/open-share";
import { unlockShare } from "#services/shares/unlock-share";
import { SHARE_ACCESS_HEADER } from "#shared/documents/share-kinds";
import { issueKey } from "#shared/errors/catalogue";
import {
  ZCreatedShare,
  ZShare,
  ZShareAccess,
  ZSharedContent,
  ZShareList,
  ZShareListQuery,
  ZShareRequest,
  ZShareUnlockRequest,
  ZSlideReport,
} from "#shared/schemas/shares";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";
import { deckInFrame } from "./shared-deck";

const tags = ["Shares"];
const definitionParams = z.object({ id: z.uuid({ error: issueKey("definitionNotFound") }) });
const shareParams = z.object({ id: z.uuid({ error: issueKey("shareNotFound") }) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const accessHeaders = z.object({
  [SHARE_ACCESS_HEADER]: z.string().max(200).optional().meta({ description: "The access from .../unlock" }),
});
const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

const createRouteDef = createRoute({
  method: "post",
  path: "/conversations/{id}/shares",
  tags,
  summary: "Share a document (or every document) through a link",
  description:
    "`kind` rfp, pitch, openapi, prompt (the app-builder prompt) or bundle; `expiresInDays` 1-90 (omit: never); an optional `passcode`. The answer's `url` is shown once: only a hash of its token is kept.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: definitionParams, ...jsonBody(ZShareRequest) },
  responses: { 201: jsonResponse(ZCreatedShare, "The link"), ...errorResponses(400, 401, 404, 409) },
});

const listRouteDef = createRoute({
  method: "get",
  path: "/conversations/{id}/shares",
  tags,
  summary: "A definition's share links with their views",
  description: "Newest first, revoked and expired ones included; `kind` keeps one kind.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: definitionParams, query: ZShareListQuery },
  responses: { 200: jsonResponse(ZShareList, "The links"), ...errorResponses(400, 401, 404) },
});

const revokeRouteDef = createRoute({
  method: "delete",
  path: "/shares/{id}",
  tags,
  summary: "Revoke a share link",
  description: "The link stops working at once; revoking it again changes nothing.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: shareParams },
  responses: { 200: jsonResponse(ZShare, "Revoked"), ...errorResponses(400, 401, 404) },
});

const readRouteDef = createRoute({
  method: "get",
  path: "/shared/{token}",
  tags,
  summary: "What a share link shows (no account needed)",
  description:
    "Counts a view once per `view` id (the page sends one per load). A link with a passcode needs the access from .../unlock (header X-Share-Access). Unknown: 404; revoked or expired: 410.",
  request: {
    params: tokenParams,
    headers: accessHeaders,
    query: z.object({ view: z.uuid().optional().meta({ description: "One id per page load" }) }),
  },
  responses: { 200: jsonResponse(ZSharedContent, "The shared documents"), ...errorResponses(400, 401, 404, 409, 410) },
});

const unlockRouteDef = createRoute({
  method: "post",
  path: "/shared/{token}/unlock",
  tags,
  summary: "Open a share link with its passcode",
  description:
    "A right passcode answers an access valid one hour. At most 10 wrong ones per 15 minutes per link (429, Retry-After).",
  request: { params: tokenParams, ...jsonBody(ZShareUnlockRequest) },
  responses: { 200: jsonResponse(ZShareAccess, "Access"), ...errorResponses(400, 401, 404, 410, 429) },
});

const deckRouteDef = createRoute({
  method: "get",
  path: "/shared/{token}/deck",
  tags,
  summary: "The shared pitch deck's page, for the share page's frame",
  description: "Sandboxed HTML that only this site may frame; `access` as from .../unlock for a passcode link.",
  request: { params: tokenParams, query: z.object({ access: z.string().max(200).optional() }) },
  responses: {
    200: { description: "The deck", content: { "text/html": { schema: { type: "string" } } } },
    ...errorResponses(400, 401, 404, 409, 410),
  },
});

const slidesRouteDef = createRoute({
  method: "post",
  path: "/shared/{token}/slides",
  tags,
  summary: "Seconds each slide was on screen during a view",
  description: "Sent by the share page as the reader leaves; a later report of the same view replaces the earlier.",
  request: { params: tokenParams, ...jsonBody(ZSlideReport) },
  responses: {
    200: jsonResponse(z.object({ success: z.literal(true) }), "Recorded"),
    ...errorResponses(400, 401, 404, 410),
  },
});

const router = openApiRouter();

router
  .openapi(createRouteDef, async (c) => {
    const share = await createShare(serviceContext(c), c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(share, 201);
  })
  .openapi(listRouteDef, async (c) => {
    c.header("Cache-Control", "no-store");
    const { id } = c.req.valid("param");
    return c.json(await listShares(serviceContext(c), c.var.user.id, id, c.req.valid("query").kind), 200);
  })
  .openapi(revokeRouteDef, async (c) =>
    c.json(await revokeShare(serviceContext(c), c.var.user.id, c.req.valid("param").id), 200),
  )
  .openapi(readRouteDef, async (c) => {
    const { token } = c.req.valid("param");
    const options = { access: c.req.valid("header")[SHARE_ACCESS_HEADER], viewId: c.req.valid("query").view };
    const content = await readShared(serviceContext(c), token, options);
    return c.json(content, 200, NO_STORE);
  })
  .openapi(unlockRouteDef, async (c) => {
    const access = await unlockShare(serviceContext(c), c.req.valid("param").token, c.req.valid("json").passcode);
    return c.json(access, 200, NO_STORE);
  })
  .openapi(deckRouteDef, async (c) => {
    const { token } = c.req.valid("param");
    return deckInFrame(await readSharedDeck(serviceContext(c), token, c.req.valid("query").access));
  })
  .openapi(slidesRouteDef, async (c) => {
    await recordSlideSeconds(serviceContext(c), c.req.valid("param").token, c.req.valid("json"));
    return c.json({ success: true as const }, 200);
  });

export const shareRoutes = router;
