import type { User } from "#web/lib/auth/user.ts";

/** The part of a product definition the dashboard shows (spec section 3, "Definition (list item)"). */
export type DefinitionSummary = {
  id: string;
  name: string;
  status: string;
  documentsGenerated: number;
  /** ISO 8601 */
  lastUpdated: string;
};

type Holdings = Pick<
  User,
  | "rfpGeneratorPackages"
  | "completeDocumentationPackages"
  | "developmentWeekPackages"
  | "developmentHoursPackages"
  | "developmentHours"
  | "developmentWeekHours"
  | "developmentHoursUsed"
>;

/** Every package the user owns, of the four kinds. */
export function purchasedPackages(user: Holdings): number {
  return (
    user.rfpGeneratorPackages +
    user.completeDocumentationPackages +
    user.developmentWeekPackages +
    user.developmentHoursPackages
  );
}

/** The server's hour counts are already net of the hours used: their sum is what is left. */
export function availableHours(user: Holdings): number {
  return user.developmentHours + user.developmentWeekHours;
}

/** Hours used against all hours bought (used plus still available), as a whole percentage. */
export function hoursUsage(user: Holdings): { used: number; total: number; percent: number } {
  const used = user.developmentHoursUsed;
  const total = used + availableHours(user);
  return { used, total, percent: total > 0 ? Math.round((used / total) * 100) : 0 };
}

/**
 * A first visit: no definition yet and no package ever held or used (issue 25's onboarding). A
 * user who bought or started anything is back; one who signed up and left without doing either
 * is still greeted as new.
 */
export function isFirstVisit(
  user: Holdings & { rfpGeneratorPackagesUsed: number; completeDocumentationPackagesUsed: number },
  definitions: number,
): boolean {
  return (
    definitions === 0 &&
    purchasedPackages(user) === 0 &&
    user.rfpGeneratorPackagesUsed === 0 &&
    user.completeDocumentationPackagesUsed === 0
  );
}
