import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { readDeck, renderDeckPptx } from "#engine";
import { authenticate } from "#services/auth/authenticate";
import { type DeckLook, deckInLook, deckLookOf } from "#services/deck/deck-theme";
import { createDocumentLink } from "#services/documents/document-link";
import { generateDocument } from "#services/documents/generate-document";
import { listDocuments } from "#services/documents/list-documents";
import { listVersions, readDocument } from "#services/documents/read-document";
import { runGeneration } from "#services/documents/run-generation";
import { verifyLink } from "#services/documents/signed-links";
import { usageOf } from "#services/documents/usage";
import { DOCUMENT_KINDS, documentKind } from "#shared/documents/kinds";
import { AppError } from "#shared/errors/app-error";
import { ZPageQuery } from "#shared/lists/pages";
import {
  ZDocumentKind,
  ZDocumentLink,
  ZDocumentLinkRequest,
  ZDocumentList,
  ZDocumentVersion,
  ZGenerateResponse,
  ZGenerationEvent,
  ZUsage,
} from "#shared/schemas/documents";
import type { AppEnv } from "../http/app-env";
import { ndjsonStream } from "../http/ndjson-stream";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, DECK_SANDBOX_POLICY, errorResponses, jsonBody, jsonResponse } from "./route-parts";

const tags = ["Documents"];
const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const params = z.object({ id: z.uuid("Product definition not found") });
const kindParams = params.extend({ kind: ZDocumentKind });
const generationErrors = errorResponses(401, 403, 404, 409, 429, 502);

const router = openApiRouter();

// The spec's four calls, answering when the document is complete.
for (const info of DOCUMENT_KINDS) {
  const route = createRoute({
    method: "post",
    path: `/conversations/{id}/${info.generatePath}`,
    tags,
    summary: `Generate the ${info.label}`,
    description: "Answers when the document is complete: `{success, url, data: {url}}`.",
    security: BEARER,
    middleware: [requireUser] as const,
    request: { params },
    responses: { 200: jsonResponse(ZGenerateResponse, "Generated"), ...generationErrors },
  });
  router.openapi(route, async (c) =>
    c.json(
      await runGeneration(serviceContext(c), c.var.user.id, c.req.valid("param").id, info.kind, c.req.raw.signal),
      200,
    ),
  );
}

const streamRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/documents/{kind}/stream",
  tags,
  summary: "Generate a document, streamed as it is written",
  description: "JSON lines (application/x-ndjson): start, delta... (restart), then done or error.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: kindParams },
  responses: {
    200: {
      description: "The generation's events, one JSON object per line",
      content: { "application/x-ndjson": { schema: ZGenerationEvent } },
    },
    ...generationErrors,
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/documents/{kind}",
  tags,
  summary: "A document's text (the current version unless `version` is given)",
  description:
    "Bearer token of the owner, or a signed link from .../link (for a new tab or a download). `format=pptx` gives the pitch deck as a PowerPoint file.",
  security: BEARER,
  request: {
    params: kindParams,
    query: z.object({
      version: z.coerce.number().int().positive().optional(),
      download: z.enum(["1"]).optional(),
      format: z.enum(["pptx"]).optional(),
      expires: z.coerce.number().int().optional(),
      signature: z.string().max(100).optional(),
    }),
  },
  responses: {
    200: {
      description: "The document: its text, or with `format=pptx` the pitch deck as PowerPoint",
      content: {
        "text/markdown": { schema: { type: "string" } },
        "text/html": { schema: { type: "string" } },
        [PPTX_TYPE]: { schema: { type: "string", format: "binary" } },
      },
    },
    ...errorResponses(400, 401, 404, 409),
  },
});

const versionsRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/documents/{kind}/versions",
  tags,
  summary: "Every version of a document, newest first",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: kindParams },
  responses: {
    200: jsonResponse(z.object({ versions: z.array(ZDocumentVersion) }), "Versions"),
    ...errorResponses(401, 404),
  },
});

const linkRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/documents/{kind}/link",
  tags,
  summary: "A signed link to a document, valid 5 minutes",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params: kindParams, ...jsonBody(ZDocumentLinkRequest) },
  responses: { 200: jsonResponse(ZDocumentLink, "The link"), ...errorResponses(401, 404) },
});

const listRoute = createRoute({
  method: "get",
  path: "/documents",
  tags,
  summary: "Your documents (current versions) and this month's usage",
  description: "A page of your documents, newest first (`limit`, default 50; `nextCursor` gives the next page).",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { query: ZPageQuery },
  responses: { 200: jsonResponse(ZDocumentList, "Documents"), ...errorResponses(400, 401) },
});

const usageRoute = createRoute({
  method: "get",
  path: "/usage",
  tags,
  summary: "This UTC month's document usage",
  security: BEARER,
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(ZUsage, "Usage"), ...errorResponses(401) },
});

router
  .openapi(streamRoute, async (c) => {
    const { id, kind } = c.req.valid("param");
    const stream = ndjsonStream(c, (signal) => generateDocument(serviceContext(c), c.var.user.id, id, kind, signal));
    // The declared schema describes each line of the stream; Hono's typed responses only know whole JSON bodies.
    return stream as never;
  })
  .openapi(readRoute, async (c) => {
    const { id, kind } = c.req.valid("param");
    const query = c.req.valid("query");
    const owner = query.signature ? await checkSignature(c, id, kind, query) : await caller(c);
    if (query.format === "pptx" && kind !== "pitch") throw new AppError("pptxPitchOnly");
    const { definition, row } = await readDocument(serviceContext(c), owner, id, kind, query.version);
    // The deck is drawn in the founder's theme when it is read (decision 033).
    const look = kind === "pitch" ? await deckLookOf(serviceContext(c), id) : undefined;
    if (query.format === "pptx") return pptxResponse(row.content, definition.name, query.download === "1", look);
    const text = look ? deckInLook(row.content, look) : row.content;
    return documentResponse(text, kind, definition.name, query.download === "1");
  })
  .openapi(versionsRoute, async (c) => {
    const { id, kind } = c.req.valid("param");
    c.header("Cache-Control", "no-store");
    return c.json({ versions: await listVersions(serviceContext(c), c.var.user.id, id, kind) }, 200);
  })
  .openapi(linkRoute, async (c) => {
    const { id, kind } = c.req.valid("param");
    return c.json(await createDocumentLink(serviceContext(c), c.var.user.id, id, kind, c.req.valid("json")), 200);
  })
  .openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listDocuments(serviceContext(c), c.var.user.id, c.req.valid("query")), 200);
  })
  .openapi(usageRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await usageOf(serviceContext(c), c.var.user.id), 200);
  });

export const documentRoutes = router;

async function caller(c: Context<AppEnv>): Promise<string> {
  return (await authenticate(serviceContext(c), c.req.header("authorization"))).id;
}

/** A signed link stands in for the owner's token; a bad or expired one is a 401. */
async function checkSignature(
  c: Context<AppEnv>,
  definitionId: string,
  kind: string,
  query: { version?: number; download?: "1"; format?: "pptx"; expires?: number; signature?: string },
): Promise<null> {
  const ok = await verifyLink(
    c.var.deps.config.jwtSecret,
    {
      definitionId,
      kind,
      version: query.version ?? null,
      download: query.download === "1",
      format: query.format ?? null,
      expires: query.expires ?? 0,
    },
    query.signature ?? "",
    c.var.deps.clock(),
  );
  if (!ok) throw new AppError("invalidDocumentLink");
  return null;
}

/**
 * The text with its content type. The pitch deck is HTML a model may have written, so it runs
 * sandboxed in an opaque origin: its script can page through slides but never reach the app.
 */
/** A file name from the definition's name: "TaskNest-pitch.pptx". */
function fileName(name: string, kind: string, extension: string): string {
  return `${(name || "document").replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || "document"}-${kind}.${extension}`;
}

/** The pitch deck as PowerPoint, from the deck its HTML carries; a deck made before that must be generated again. */
async function pptxResponse(page: string, name: string, download: boolean, look?: DeckLook): Promise<Response> {
  const deck = readDeck(page);
  if (!deck) throw new AppError("deckTooOld");
  const disposition = download ? "attachment" : "inline";
  return new Response(await renderDeckPptx(deck, look?.theme, look?.logo), {
    status: 200,
    headers: {
      "Content-Type": PPTX_TYPE,
      "Cache-Control": "private, no-store",
      "Content-Disposition": `${disposition}; filename="${fileName(name, "pitch", "pptx")}"`,
    },
  });
}

function documentResponse(
  text: string,
  kind: z.infer<typeof ZDocumentKind>,
  name: string,
  download: boolean,
): Response {
  const info = documentKind(kind);
  const headers: Record<string, string> = { "Content-Type": info.contentType, "Cache-Control": "private, no-store" };
  if (kind === "pitch") {
    headers["Content-Security-Policy"] = DECK_SANDBOX_POLICY;
  }
  if (download) {
    headers["Content-Disposition"] = `attachment; filename="${fileName(name, kind, info.extension)}"`;
  }
  if (!text) throw new AppError("documentNotFound");
  return new Response(text, { status: 200, headers });
}
