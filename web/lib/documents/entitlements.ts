import type { DocumentKind } from "../../../shared/documents/kinds";
import { DEFINITION_MESSAGES } from "../../../shared/errors/definition-messages";
import type { TDefinitionPackage } from "../../../shared/schemas/conversations";
import type { User } from "../auth/user";

export type Holdings = Pick<User, "rfpGeneratorPackages" | "completeDocumentationPackages">;

/**
 * Why this definition cannot have this document generated, in the spec's words (sections 5-6);
 * null when it can. The same rule the server applies before it reserves anything: the RFP needs
 * the definition's package still owned; the other documents a Complete Documentation definition
 * and package (an RFP-only definition is told the complete package is what it lacks).
 */
export function generationBlock(
  kind: DocumentKind,
  packageType: TDefinitionPackage | null,
  user: Holdings | null,
): string | null {
  const complete = packageType === "completeDocumentationPackages";
  if (kind !== "rfp") {
    return complete && (user?.completeDocumentationPackages ?? 0) > 0
      ? null
      : DEFINITION_MESSAGES.noPackage.completeDocumentationPackages;
  }
  const owned = complete ? user?.completeDocumentationPackages : user?.rfpGeneratorPackages;
  if (packageType && (owned ?? 0) > 0) return null;
  return DEFINITION_MESSAGES.noPackage[packageType ?? "rfpGeneratorPackages"];
}

/** Whether a reason for a disabled button is the package (the button then reads 'Not allowed for this package'). */
export function isPackageBlock(reason: string | null): boolean {
  return Object.values(DEFINITION_MESSAGES.noPackage).some((message) => message === reason);
}
