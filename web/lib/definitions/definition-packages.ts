import type { TDefinitionPackage } from "../../../shared/schemas/conversations";

/** The questionnaire for a new definition on this package, or continuing `conversationId`. */
export function questionnairePath(packageType: TDefinitionPackage | null, conversationId?: string): string {
  const query = new URLSearchParams();
  if (conversationId) query.set("conversationId", conversationId);
  if (packageType) query.set("package", packageType);
  return `/product-definitions/new?${query}`;
}
