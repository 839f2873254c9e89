import type { TDefinitionPackage } from "../../../shared/schemas/conversations";

// A record rather than shared's DEFINITION_PACKAGES: that module brings zod into the page's chunk,
// and the record's keys still have to match the type exactly.
const DEFINITION_PACKAGES: Record<TDefinitionPackage, true> = {
  rfpGeneratorPackages: true,
  completeDocumentationPackages: true,
};

/** The two package types a definition is created with (the questionnaire's `package` query). */
export function isDefinitionPackage(value: string | null | undefined): value is TDefinitionPackage {
  return typeof value === "string" && Object.hasOwn(DEFINITION_PACKAGES, value);
}

/** The questionnaire for a new definition on this package, or continuing `conversationId`. */
export function questionnairePath(packageType: TDefinitionPackage | null, conversationId?: string): string {
  const query = new URLSearchParams();
  if (conversationId) query.set("conversationId", conversationId);
  if (packageType) query.set("package", packageType);
  return `/product-definitions/new?${query}`;
}
