import type { User } from "../../lib/auth/user";

/** The part of a product definition the dashboard shows (spec section 3, "Definition (list item)"). */
export type DefinitionSummary = {
  id: string;
  name: string;
  status: string;
  documentsGenerated: number;
  /** ISO 8601 */
  lastUpdated: string;
};

/** Spec section 9: the dashboard lists the last 3 definitions. */
export const RECENT_DEFINITIONS = 3;

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

/** Definitions updated in the current calendar month, counted in UTC (spec section 9). */
export function updatedThisMonth(definitions: readonly DefinitionSummary[], now: Date): number {
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return definitions.filter((definition) => {
    const updated = new Date(definition.lastUpdated);
    return updated.getUTCFullYear() * 12 + updated.getUTCMonth() === month;
  }).length;
}

export function recentDefinitions(definitions: readonly DefinitionSummary[]): DefinitionSummary[] {
  return [...definitions]
    .sort((a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated))
    .slice(0, RECENT_DEFINITIONS);
}

export function generatedDocuments(definitions: readonly DefinitionSummary[]): number {
  return definitions.reduce((sum, definition) => sum + definition.documentsGenerated, 0);
}

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
