import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { definitions, documents } from "#db/schema/index";
import type { TPageQuery } from "#shared/lists/pages";
import type { ServiceContext } from "#worker/ports";
import { decodeCursor, limitOf, pageOf } from "../lists/keyset-cursor";
import { documentUrl, documentView, lastEditedAt } from "./document-view";
import { usageOf } from "./usage";

// Everything but the text: a list shows versions, and a document can be tens of kilobytes.
const { content: _content, ...listed } = getTableColumns(documents);

/**
 * The /documents page: a page of the current version of each of the user's documents, newest
 * first (keyset on created, id), and the usage card.
 */
export async function listDocuments(ctx: ServiceContext, userId: string, query: TPageQuery = {}) {
  const limit = limitOf(query.limit);
  const conditions = [
    eq(definitions.userId, userId),
    eq(documents.status, "complete"),
    sql`${documents.version} = (select max(d.version) from documents d where d.definition_id = ${documents.definitionId}
      and d.kind = ${documents.kind} and d.status = 'complete')`,
  ];
  if (query.cursor) {
    const [created, id] = decodeCursor(query.cursor, 2);
    conditions.push(sql`(${documents.createdAt}, ${documents.id}) < (${created}::timestamptz, ${id}::uuid)`);
  }
  const [rows, usage] = await Promise.all([
    ctx.db
      .select({
        document: { ...listed, content: sql<string>`''` },
        createdKey: sql<string>`${documents.createdAt}::text`,
        definition: {
          id: definitions.id,
          name: definitions.name,
          packageType: definitions.packageType,
          answersEditedAt: definitions.answersEditedAt,
          blueprintEditedAt: definitions.blueprintEditedAt,
        },
      })
      .from(documents)
      .innerJoin(definitions, eq(definitions.id, documents.definitionId))
      .where(and(...conditions))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(limit + 1),
    usageOf(ctx, userId),
  ]);
  const page = pageOf(rows, limit, (row) => [row.createdKey, row.document.id]);
  return {
    success: true as const,
    usage,
    nextCursor: page.nextCursor,
    documents: page.items.map(({ document, definition }) => ({
      definitionId: definition.id,
      definitionName: definition.name,
      packageType: definition.packageType,
      document: documentView(document, lastEditedAt(definition)),
      url: documentUrl(ctx.deps.config.appUrl, definition.id, document.kind),
    })),
  };
}
