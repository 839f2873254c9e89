import { normalizeName } from "../names";
import type { TBlueprint, TRole } from "../schema";
import { refuse } from "./errors";

const ROLE_MAX = 12;
const dedupe = <T>(items: readonly T[]) => [...new Set(items)];

/** Every reference to a role through `map` (null drops it; a step without a role is the product's). */
export function remapRoles(blueprint: TBlueprint, map: (id: string) => string | null): TBlueprint {
  const ids = (list: readonly string[]) => dedupe(list.flatMap((id) => map(id) ?? []));
  return {
    ...blueprint,
    requirements: blueprint.requirements.map((item) => ({ ...item, roles: ids(item.roles) })),
    actions: blueprint.actions.map((action) => ({ ...action, roles: ids(action.roles) })),
    workflows: blueprint.workflows.map((flow) => ({
      ...flow,
      steps: flow.steps.map((step) => ({ ...step, role: step.role === null ? null : map(step.role) })),
    })),
  };
}

function roleName(blueprint: TBlueprint, name: string, except?: string): string {
  const clean = normalizeName(name, 40);
  if (!clean) refuse("empty");
  const taken = blueprint.roles.some(
    (role) => role.id !== except && role.name.toLocaleLowerCase() === clean.toLocaleLowerCase(),
  );
  if (taken) refuse("duplicate");
  return clean;
}

function withRole(blueprint: TBlueprint, id: string, change: (role: TRole) => TRole): TBlueprint {
  if (!blueprint.roles.some((role) => role.id === id)) refuse("unknown");
  return { ...blueprint, roles: blueprint.roles.map((role) => (role.id === id ? change(role) : role)) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A role renamed; the titles of the access requirements that name it ("Roles and permissions for
 * Owner, Dispatcher") follow, so the documents do not keep the old name.
 */
export function renameRole(blueprint: TBlueprint, id: string, name: string): TBlueprint {
  const next = roleName(blueprint, name, id);
  const before = blueprint.roles.find((role) => role.id === id)?.name ?? "";
  const renamed = withRole(blueprint, id, (role) => ({ ...role, name: next }));
  if (!before || before === next) return renamed;
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(before)}(?![\\p{L}\\p{N}])`, "gu");
  return {
    ...renamed,
    requirements: renamed.requirements.map((item) =>
      item.kind === "access"
        ? { ...item, title: normalizeName(item.title.replace(word, next), 120) || item.title }
        : item,
    ),
  };
}

export function setRolePermissions(blueprint: TBlueprint, id: string, permissions: string): TBlueprint {
  return withRole(blueprint, id, (role) => ({ ...role, permissions: permissions.trim().slice(0, 300) }));
}

export function setRoleAdmin(blueprint: TBlueprint, id: string, admin: boolean): TBlueprint {
  return withRole(blueprint, id, (role) => ({ ...role, admin }));
}

export function addRole(blueprint: TBlueprint, name: string, permissions = "", admin = false): TBlueprint {
  if (blueprint.roles.length >= ROLE_MAX) refuse("tooMany");
  const role: TRole = {
    id: `R-${blueprint.roles.length + 1}`,
    name: roleName(blueprint, name),
    permissions: permissions.trim().slice(0, 300),
    admin,
  };
  return { ...blueprint, roles: [...blueprint.roles, role] };
}

/**
 * A role removed: the later roles move up one id (R-n run in order) and every reference follows;
 * the requirements and actions lose it, a workflow step it took becomes the product's own.
 */
export function deleteRole(blueprint: TBlueprint, id: string): TBlueprint {
  const index = blueprint.roles.findIndex((role) => role.id === id);
  if (index < 0) refuse("unknown");
  return dropRole(blueprint, index, () => null);
}

/** Two roles made one: what the second may do is added to the first, and its references move to it. */
export function mergeRoles(blueprint: TBlueprint, keepId: string, dropId: string): TBlueprint {
  const keep = blueprint.roles.find((role) => role.id === keepId);
  const index = blueprint.roles.findIndex((role) => role.id === dropId);
  const drop = blueprint.roles[index];
  if (!keep || !drop || keepId === dropId) refuse("unknown");
  const permissions = [keep.permissions, drop.permissions]
    .map((text) => text.trim())
    .filter((text, position, all) => text && all.indexOf(text) === position)
    .join("; ")
    .slice(0, 300);
  const merged = withRole(blueprint, keepId, (role) => ({ ...role, permissions, admin: keep.admin || drop.admin }));
  return dropRole(merged, index, () => keepId);
}

/** Removes the role at `index`: references to it go through `moved`, later ids shift down one. */
function dropRole(blueprint: TBlueprint, index: number, moved: () => string | null): TBlueprint {
  const removed = `R-${index + 1}`;
  const renumber = (id: string) => {
    const n = Number(id.slice(2));
    return n > index + 1 ? `R-${n - 1}` : id;
  };
  const remapped = remapRoles(blueprint, (id) => {
    if (id !== removed) return renumber(id);
    const target = moved();
    return target === null ? null : renumber(target);
  });
  const roles = blueprint.roles
    .filter((_, position) => position !== index)
    .map((role, position) => ({ ...role, id: `R-${position + 1}` }));
  return { ...remapped, roles };
}
