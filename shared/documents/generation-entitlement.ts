import type { DefinitionPackage } from "../commerce/definition-packages";
import { DEFINITION_MESSAGES } from "../errors/definition-messages";
import { DOCUMENT_KIND_NAMES, type DocumentKind } from "./kinds";

/** The packages a user owns that allow documents (spec sections 5-6). */
export type DocumentHoldings = Record<DefinitionPackage, number>;

/**
 * Why a definition may not have a document generated, as a code:
 * - `no_rfp_package` / `no_complete_package`: the RFP needs the definition's package still owned,
 *   and the other documents a Complete Documentation package owned;
 * - `rfp_only_definition`: the user owns a Complete Documentation package, but the definition was
 *   started with the RFP generator, which allows the RFP only (an upgrade is what it lacks);
 * - `no_package`: the definition was never bound to a package (for the RFP; the other documents
 *   name the Complete Documentation package they need).
 */
export const GENERATION_REFUSALS = [
  "no_package",
  "no_rfp_package",
  "no_complete_package",
  "rfp_only_definition",
] as const;
export type GenerationRefusal = (typeof GENERATION_REFUSALS)[number];

/** The one rule (spec sections 5-6), applied by the server before it reserves anything and shown by the web. */
export function generationRefusal(
  kind: DocumentKind,
  packageType: DefinitionPackage | null,
  holdings: DocumentHoldings,
): GenerationRefusal | null {
  if (!packageType) return kind === "rfp" ? "no_package" : "no_complete_package";
  if (kind === "rfp") {
    if (holdings[packageType] > 0) return null;
    return packageType === "rfpGeneratorPackages" ? "no_rfp_package" : "no_complete_package";
  }
  // Spec section 5: without a Complete Documentation package the reason is that package; with one,
  // a definition started with the RFP generator is what lacks it (it needs upgrading).
  if (holdings.completeDocumentationPackages <= 0) return "no_complete_package";
  return packageType === "completeDocumentationPackages" ? null : "rfp_only_definition";
}

/** The verdict for every document kind, as the server sends it with a definition. */
export type GenerationVerdicts = Record<DocumentKind, GenerationRefusal | null>;

export function generationVerdicts(
  packageType: DefinitionPackage | null,
  holdings: DocumentHoldings,
): GenerationVerdicts {
  return Object.fromEntries(
    DOCUMENT_KIND_NAMES.map((kind) => [kind, generationRefusal(kind, packageType, holdings)]),
  ) as GenerationVerdicts;
}

/** Each refusal in the spec's words (section 8's catalogue). */
export const GENERATION_REFUSAL_MESSAGES = {
  no_package: DEFINITION_MESSAGES.noPackage.rfpGeneratorPackages,
  no_rfp_package: DEFINITION_MESSAGES.noPackage.rfpGeneratorPackages,
  no_complete_package: DEFINITION_MESSAGES.noPackage.completeDocumentationPackages,
  rfp_only_definition: DEFINITION_MESSAGES.featureNotAvailable,
} as const satisfies Readonly<Record<GenerationRefusal, string>>;
