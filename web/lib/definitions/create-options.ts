import type { TDefinitionPackage } from "#shared/schemas/definitions";
import type { User } from "../auth/user";

type Holdings = Pick<
  User,
  | "rfpGeneratorPackages"
  | "rfpGeneratorPackagesUsed"
  | "completeDocumentationPackages"
  | "completeDocumentationPackagesUsed"
>;

export type CreateOptions = {
  /** The user owns an RFP or a complete package (spec section 5). */
  canCreate: boolean;
  /** Which package types have an unused entitlement for a new definition. */
  available: Record<TDefinitionPackage, boolean>;
};

/**
 * Spec section 5: creation needs an RFP or a complete package; 'Use RFP package' an unused RFP
 * package (the free one is taken at most once, so that is "none used"), 'Use Complete package'
 * owned minus used above 0. The server applies the same rule when it binds the package.
 */
export function createOptions(user: Holdings | null): CreateOptions {
  if (!user)
    return { canCreate: false, available: { rfpGeneratorPackages: false, completeDocumentationPackages: false } };
  return {
    canCreate: user.rfpGeneratorPackages > 0 || user.completeDocumentationPackages > 0,
    available: {
      rfpGeneratorPackages: user.rfpGeneratorPackages - user.rfpGeneratorPackagesUsed > 0,
      completeDocumentationPackages: user.completeDocumentationPackages - user.completeDocumentationPackagesUsed > 0,
    },
  };
}
