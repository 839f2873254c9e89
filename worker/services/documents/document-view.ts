import type { documents } from "#db/schema/index";
import type { TDocumentVersion } from "#shared/schemas/documents";

export type DocumentRow = typeof documents.$inferSelect;

/** A version as the API shows it; out of date when the answers changed after it was made. */
export function documentView(row: DocumentRow, answersEditedAt: Date | null): TDocumentVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    status: row.status,
    model: row.model,
    cost: Number(row.cost),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    outOfDate: answersEditedAt !== null && row.createdAt < answersEditedAt,
    blueprintVersion: row.blueprintVersion,
    check: row.check ?? null,
  };
}

export function documentUrl(appUrl: string, definitionId: string, kind: DocumentRow["kind"]): string {
  return `${appUrl}/api/conversations/${definitionId}/documents/${kind}`;
}
