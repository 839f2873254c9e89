import type { TBlueprint } from "./schema";

/** The names of the roles with these ids, in the order given (an unknown id is skipped). */
export function roleNames(blueprint: Pick<TBlueprint, "roles">, ids: readonly string[]): string[] {
  return ids.flatMap((id) => blueprint.roles.find((role) => role.id === id)?.name ?? []);
}
