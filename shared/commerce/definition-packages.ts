/**
 * The two package types a definition can be bound to (spec section 3). A module without zod, so
 * the web app can check a value against the list without the schema library in its chunks.
 */
export const DEFINITION_PACKAGES = ["rfpGeneratorPackages", "completeDocumentationPackages"] as const;
export type DefinitionPackage = (typeof DEFINITION_PACKAGES)[number];

export function isDefinitionPackage(value: string | null | undefined): value is DefinitionPackage {
  return DEFINITION_PACKAGES.some((known) => known === value);
}
