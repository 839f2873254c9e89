import type { DocumentKind } from "#shared/documents/kinds";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import type { TLanguage } from "#shared/settings/options";

/**
 * The documents written in a language other than the user's now (issue 25): they stay as they
 * are until updated, and the page says so instead of showing them as current.
 */
export function documentsInOtherLanguage(
  blueprint: Pick<TBlueprintResponse, "language" | "documents"> | undefined,
): { kind: DocumentKind; language: TLanguage }[] {
  if (!blueprint) return [];
  return blueprint.documents.flatMap((document) =>
    document.language && document.language !== blueprint.language
      ? [{ kind: document.kind, language: document.language }]
      : [],
  );
}
