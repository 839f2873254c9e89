import type { TUser } from "#shared/schemas/user";

/** The signed-in user as the web app holds it (spec section 3, "User (client shape)"), as users.me answers it. */
export type User = TUser;

/**
 * The user before the server answers: subject as id, email, given name (else unique name) as the
 * first name, an empty last name and no packages. Without a subject the token names nobody.
 */
export function userFromClaims(claims: Record<string, unknown>): User | null {
  const id = text(claims.sub);
  if (!id) return null;
  return {
    id,
    email: text(claims.email),
    firstName: text(claims.given_name) || text(claims.unique_name),
    lastName: "",
    rfpGeneratorPackages: 0,
    completeDocumentationPackages: 0,
    developmentWeekPackages: 0,
    developmentHoursPackages: 0,
    developmentHours: 0,
    developmentWeekHours: 0,
    developmentHoursUsed: 0,
    rfpGeneratorPackagesUsed: 0,
    completeDocumentationPackagesUsed: 0,
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
