import {
  type DocumentHoldings,
  GENERATION_REFUSAL_MESSAGES,
  type GenerationRefusal,
  generationRefusal,
} from "#shared/documents/generation-entitlement";
import type { DocumentKind } from "#shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import type { TDefinitionPackage } from "#shared/schemas/definitions";
import type { User } from "../auth/user";
import { keyed, type ServerText } from "../i18n/server-text";

/**
 * Why a Generate button is off: what the package allows (the shared rule), an unfinished
 * questionnaire, or this month's documents used up (until the reset on the 1st, UTC).
 */
export type GenerateBlock = GenerationRefusal | "questionnaire_open" | "monthly_limit";

const BLOCK_MESSAGES: Readonly<Record<GenerateBlock, ServerText>> = {
  no_package: keyed("noRfpPackage", GENERATION_REFUSAL_MESSAGES.no_package),
  no_rfp_package: keyed("noRfpPackage", GENERATION_REFUSAL_MESSAGES.no_rfp_package),
  no_complete_package: keyed("noCompletePackage", GENERATION_REFUSAL_MESSAGES.no_complete_package),
  rfp_only_definition: keyed("featureNotAvailable", GENERATION_REFUSAL_MESSAGES.rfp_only_definition),
  questionnaire_open: keyed("questionnaireOpen", DOCUMENT_MESSAGES.questionnaireOpen),
  monthly_limit: keyed("monthlyLimit", DOCUMENT_MESSAGES.monthlyLimit),
};

/** The block in the spec's English words (shown translated). */
export function blockMessage(block: GenerateBlock): ServerText {
  return BLOCK_MESSAGES[block];
}

/** Whether the package is what blocks (the button then reads 'Not allowed for this package', spec section 5). */
export function isPackageBlock(block: GenerateBlock): boolean {
  return block !== "questionnaire_open" && block !== "monthly_limit";
}

/**
 * For lists, where the server sends no verdict per definition: the same rule the server applies
 * (shared/documents/generation-entitlement.ts) on the signed-in user's packages.
 */
export function generationBlock(
  kind: DocumentKind,
  packageType: TDefinitionPackage | null,
  user: Pick<User, keyof DocumentHoldings> | null,
): GenerationRefusal | null {
  return generationRefusal(kind, packageType, {
    rfpGeneratorPackages: user?.rfpGeneratorPackages ?? 0,
    completeDocumentationPackages: user?.completeDocumentationPackages ?? 0,
  });
}
