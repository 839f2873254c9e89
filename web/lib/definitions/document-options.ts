import { DOCUMENT_OPTIONS } from "#shared/questionnaire/prompts";
import type { TDefinitionPackage } from "#shared/schemas/definitions";

/** Spec section 6: an RFP package generates only the RFP; the complete package any of A-D. */
export function optionAllowed(letter: string, packageType: TDefinitionPackage | null): boolean {
  if (packageType !== "rfpGeneratorPackages") return true;
  return DOCUMENT_OPTIONS.find((option) => option.letter === letter)?.kind === "rfp";
}
