import { normalizeName } from "./names";
import type { TBlueprint, TEntity, TRequirement, TRole } from "./schema";

/** How two names are the same name: normalized, case folded. */
export const sameName = (a: string, b: string): boolean =>
  normalizeName(a, 200).toLocaleLowerCase() === normalizeName(b, 200).toLocaleLowerCase();

/**
 * Pairs the items of two versions by natural identity (ids renumber, names are the founder's):
 * first by `key`, then the leftovers by each `fallback` in turn (a renamed item keeps its other
 * traits). Returns the pairs and what is only before (deleted) or only after (added).
 */
export function pairItems<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  fallbacks: ((a: T, b: T) => boolean)[],
): { pairs: [T, T][]; removed: T[]; added: T[] } {
  const pairs: [T, T][] = [];
  const left = [...before];
  const right = [...after];
  const take = (match: (a: T, b: T) => boolean) => {
    for (const a of [...left]) {
      const index = right.findIndex((b) => match(a, b));
      if (index < 0) continue;
      const [b] = right.splice(index, 1);
      left.splice(left.indexOf(a), 1);
      pairs.push([a, b as T]);
    }
  };
  take((a, b) => key(a) === key(b));
  for (const fallback of fallbacks) take(fallback);
  return { pairs, removed: left, added: right };
}

const roleKey = (role: TRole) => normalizeName(role.name, 200).toLocaleLowerCase();

export function pairRoles(before: readonly TRole[], after: readonly TRole[]) {
  return pairItems(before, after, roleKey, [
    (a, b) => a.permissions.trim() !== "" && a.permissions === b.permissions,
    (a, b) => a.id === b.id,
  ]);
}

const requirementKey = (item: TRequirement) => normalizeName(item.title, 200).toLocaleLowerCase();

export function pairRequirements(before: readonly TRequirement[], after: readonly TRequirement[]) {
  return pairItems(before, after, requirementKey, [(a, b) => a.description === b.description, (a, b) => a.id === b.id]);
}

const sharedKeys = (a: TEntity, b: TEntity) => {
  const keys = new Set(a.fields.map((field) => field.key));
  return b.fields.filter((field) => keys.has(field.key)).length;
};

export function pairEntities(before: readonly TEntity[], after: readonly TEntity[]) {
  const first = pairItems(before, after, (entity) => entity.name, [
    (a, b) => a.collection === b.collection,
    (a, b) => a.description === b.description,
    (a, b) => sharedKeys(a, b) > 0 && sharedKeys(a, b) >= Math.min(a.fields.length, b.fields.length) / 2,
  ]);
  // One record left on each side: the founder renamed it and changed it all.
  if (first.removed.length === 1 && first.added.length === 1) {
    first.pairs.push([first.removed[0] as TEntity, first.added[0] as TEntity]);
    return { pairs: first.pairs, removed: [], added: [] };
  }
  return first;
}

/** A role's name by id in one version ("" for an id it does not have). */
export const roleName = (blueprint: TBlueprint, id: string | null): string | null =>
  id === null ? null : (blueprint.roles.find((role) => role.id === id)?.name ?? id);

/** The same value, compared as JSON with its keys in one order (a parsed blueprint orders them by the schema). */
export const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : item,
  );
}

/**
 * Which requirement ids differ between the blueprint a document's previous version was rendered
 * from and the one its new version is: added and changed by their new ids, removed by their old
 * ones. Changed means a different title, priority, acceptance criteria, estimate, roles (by name)
 * or records.
 */
export function requirementChanges(
  before: TBlueprint,
  after: TBlueprint,
): { added: string[]; removed: string[]; changed: string[] } {
  const { pairs, removed, added } = pairRequirements(before.requirements, after.requirements);
  const roleNames = (blueprint: TBlueprint, item: TRequirement) =>
    item.roles.map((id) => roleName(blueprint, id)?.toLocaleLowerCase()).sort();
  const changed = pairs
    .filter(
      ([a, b]) =>
        !sameName(a.title, b.title) ||
        a.priority !== b.priority ||
        !same(a.acceptanceCriteria, b.acceptanceCriteria) ||
        !same(a.estimate, b.estimate) ||
        !same(roleNames(before, a), roleNames(after, b)) ||
        !same([...a.entities].sort(), [...b.entities].sort()),
    )
    .map(([, b]) => b.id);
  const byNumber = (a: string, b: string) => Number(a.slice(3)) - Number(b.slice(3));
  return {
    added: added.map((item) => item.id).sort(byNumber),
    removed: removed.map((item) => item.id).sort(byNumber),
    changed: changed.sort(byNumber),
  };
}
