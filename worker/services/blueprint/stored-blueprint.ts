import { completeBlueprint } from "#engine";
import { normalizeName } from "#shared/blueprint/names";
import { BLUEPRINT_FORMAT, type TBlueprint } from "#shared/blueprint/schema";

type FormatOneRole = { name: string; permissions: string; admin: boolean };

/**
 * A stored blueprint in today's format. Format 1 (before roles had ids and blueprints open
 * questions) referred to roles by name: each role gets R-n in its order and every reference the
 * id of the role whose normalized name it matches (a reference to no role is dropped). A format-1
 * blueprint is always out of date (its hash includes the format), so the next generation rebuilds
 * it; until then the definition page shows it in this shape. A blueprint stored before the
 * price, market figures and team were fields gets them, read from its texts (completeBlueprint).
 */
export function storedBlueprint(content: TBlueprint): TBlueprint {
  return completeBlueprint(formatTwo(content));
}

function formatTwo(content: TBlueprint): TBlueprint {
  const stored = content as unknown as { format: number; roles: FormatOneRole[] };
  if (stored.format === BLUEPRINT_FORMAT) return content;
  const roles = stored.roles.map((role, index) => ({ ...role, id: `R-${index + 1}` }));
  const idOf = (name: string | null) =>
    name === null ? null : (roles.find((role) => normalizeName(role.name, 40) === normalizeName(name, 40))?.id ?? null);
  const ids = (names: readonly string[]) => names.flatMap((name) => idOf(name) ?? []);
  return {
    ...content,
    format: BLUEPRINT_FORMAT,
    roles,
    requirements: content.requirements.map((item) => ({ ...item, roles: ids(item.roles) })),
    actions: content.actions.map((action) => ({ ...action, roles: ids(action.roles) })),
    workflows: content.workflows.map((flow) => ({
      ...flow,
      steps: flow.steps.map((step) => ({ ...step, role: idOf(step.role) })),
    })),
    openQuestions: content.openQuestions ?? [],
  };
}
