import type { TDefinitionPackage } from "#shared/schemas/definitions";

/** The questionnaire for a new definition on this package, or continuing definition `definitionId` (the spec's `conversationId` parameter). */
export function questionnairePath(packageType: TDefinitionPackage | null, definitionId?: string): string {
  const query = new URLSearchParams();
  if (definitionId) query.set("conversationId", definitionId);
  if (packageType) query.set("package", packageType);
  return `/product-definitions/new?${query}`;
}
