import { z } from "zod";
import { createDocumentLink } from "#services/documents/document-link";
import { listDocuments } from "#services/documents/list-documents";
import { listVersions } from "#services/documents/read-document";
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
