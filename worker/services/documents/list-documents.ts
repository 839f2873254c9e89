import { and, desc, eq, sql } from "drizzle-orm";
import { definitions, documents } from "../../../db/schema";
import type { ServiceContext } from "../context";
import { documentUrl, documentView } from "./document-view";
import { usageOf } from "./usage";

/** The /documents page: the current version of each of the user's documents, and the usage card. */
export async function listDocuments(ctx: ServiceContext, userId: string) {
  const rows = await ctx.db
    .select({ document: documents, definition: definitions })
    .from(documents)
    .innerJoin(definitions, eq(definitions.id, documents.definitionId))
    .where(
      and(
        eq(definitions.userId, userId),
        eq(documents.status, "complete"),
        sql`${documents.version} = (select max(d.version) from documents d where d.definition_id = ${documents.definitionId}
          and d.kind = ${documents.kind} and d.status = 'complete')`,
      ),
    )
    .orderBy(desc(documents.createdAt));
  return {
    success: true as const,
    usage: await usageOf(ctx, userId),
    documents: rows.map(({ document, definition }) => ({
      definitionId: definition.id,
      definitionName: definition.name,
      packageType: definition.packageType,
      document: documentView(document, definition.answersEditedAt),
      url: documentUrl(ctx.deps.config.appUrl, definition.id, document.kind),
    })),
  };
}
