import { z } from "zod";
import { createDocumentLink } from "#services/documents/document-link";
import { listDocuments } from "#services/documents/list-documents";
import { currentText, listVersions } from "#services/documents/read-document";
import { usageOf } from "#services/documents/usage";
import { ZPageQuery } from "#shared/lists/pages";
import {
  ZDocumentKind,
  ZDocumentLink,
  ZDocumentLinkRequest,
  ZDocumentList,
  ZDocumentVersion,
  ZUsage,
} from "#shared/schemas/documents";
import { protectedProcedure, router } from "../init";

const target = z.object({ id: z.uuid(), kind: ZDocumentKind });

/**
 * Documents through the same services as REST. The live view streams from the REST endpoint
 * (.../documents/{kind}/stream); the usage comes with the list and the definition, and on its own
 * for the pages that show it before anything is generated (packages, checkout, dashboard).
 */
export const documentsRouter = router({
  versions: protectedProcedure
    .input(target)
    .output(z.array(ZDocumentVersion))
    .query(({ ctx, input }) => listVersions(ctx, ctx.user.id, input.id, input.kind)),
  // The current text of a document that is text as stored (not the deck, drawn in its look when
  // read), null before there is one: the definition page's RFP comes with its first data.
  text: protectedProcedure
    .input(z.object({ id: z.uuid(), kind: ZDocumentKind.exclude(["pitch"]) }))
    .output(z.object({ content: z.string().nullable() }))
    .query(async ({ ctx, input }) => ({ content: await currentText(ctx, ctx.user.id, input.id, input.kind) })),
  link: protectedProcedure
    .input(target.extend(ZDocumentLinkRequest.shape))
    .output(ZDocumentLink)
    .mutation(({ ctx, input: { id, kind, ...options } }) => createDocumentLink(ctx, ctx.user.id, id, kind, options)),
  list: protectedProcedure
    .input(ZPageQuery.optional())
    .output(ZDocumentList)
    .query(({ ctx, input }) => listDocuments(ctx, ctx.user.id, input)),
  usage: protectedProcedure.output(ZUsage).query(({ ctx }) => usageOf(ctx, ctx.user.id)),
});
