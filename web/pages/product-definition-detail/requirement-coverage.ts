import { hours } from "#shared/blueprint/totals";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TBlueprintDocument, TBlueprintResponse } from "#shared/schemas/blueprints";

/**
 * Where a requirement stands in one kind of document: named (how often, or for the OpenAPI
 * document by how many operations), absent, or unknown because the document does not exist, was
 * made from an earlier blueprint, or was never checked.
 */
export type Coverage =
  | { state: "named"; count: number }
  | { state: "absent" }
  | { state: "notGenerated" }
  | { state: "earlier" }
  | { state: "notChecked" };

export function coverage(
  documents: readonly TBlueprintDocument[],
  kind: DocumentKind,
  requirementId: string,
): Coverage {
  const document = documents.find((item) => item.kind === kind);
  if (!document) return { state: "notGenerated" };
  // Another blueprint's counts may use the same ids for other requirements.
  if (!document.current) return { state: "earlier" };
  if (!document.check) return { state: "notChecked" };
  // The check lists only the ids a document names: a missing key means none.
  const count = document.check.requirements[requirementId] ?? 0;
  return count > 0 ? { state: "named", count } : { state: "absent" };
}

/** The plan's hours against the hours held: what is missing (0 when they cover it). */
export function hoursMissing(totals: NonNullable<TBlueprintResponse["totals"]>, held: number): number {
  return Math.max(0, hours(totals.plan) - held);
}
