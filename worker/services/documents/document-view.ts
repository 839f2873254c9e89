import type { definitions, documents } from "#db/schema/index";
import type { TDocumentVersion } from "#shared/schemas/documents";

export type DocumentRow = typeof documents.$inferSelect;

type Edits = Pick<typeof definitions.$inferSelect, "answersEditedAt" | "blueprintEditedAt">;

/**
 * When the founder last changed what documents are made from: their answers, or their blueprint
 * by a correction (decision 031). A document made before it is out of date, and regenerating it
 * costs half (spec section 5).
 */
export function lastEditedAt(definition: Edits): Date | null {
  const { answersEditedAt: answers, blueprintEditedAt: blueprint } = definition;
  if (!answers || !blueprint) return answers ?? blueprint ?? null;
  return new Date(Math.max(answers.getTime(), blueprint.getTime()));
}

/** A version as the API shows it; out of date when the answers or the blueprint changed after it was made. */
export function documentView(row: DocumentRow, editedAt: Date | null): TDocumentVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    status: row.status,
    model: row.model,
    cost: Number(row.cost),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    outOfDate: editedAt !== null && row.createdAt < editedAt,
    blueprintVersion: row.blueprintVersion,
    check: row.check ?? null,
    changes: row.changes ?? null,
  };
}

export function documentUrl(appUrl: string, definitionId: string, kind: DocumentRow["kind"]): string {
  return `${appUrl}/api/conversations/${definitionId}/documents/${kind}`;
}
