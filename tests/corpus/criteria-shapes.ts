import type { TBlueprint } from "#shared/blueprint/schema";

/**
 * The sentence shape of an acceptance criterion: its text with every word that comes from the
 * blueprint (roles, records and their fields, titles, actions, integrations, quoted values,
 * figures) masked. Two criteria of one shape are one template filled with other names; an RFP
 * whose criteria share few shapes says something of each requirement.
 */
export function criterionShape(text: string, blueprint: TBlueprint): string {
  const names = [
    ...blueprint.roles.map((role) => role.name),
    ...blueprint.entities.flatMap((entity) => [
      entity.label,
      entity.nouns.one,
      entity.nouns.many,
      ...entity.fields.map((field) => field.label),
      ...entity.fields.flatMap((field) => field.values ?? []),
    ]),
    ...blueprint.requirements.map((item) => item.title),
    ...blueprint.actions.map((action) => action.label),
    ...blueprint.integrations.flatMap((item) => [item.name, item.purpose]),
    ...blueprint.workflows.flatMap((flow) => [flow.name, ...flow.steps.map((step) => step.text)]),
    blueprint.product.name,
  ]
    .filter((name) => name.trim().length > 1)
    .sort((a, b) => b.length - a.length);
  let out = text.toLocaleLowerCase();
  for (const name of names) out = out.split(name.toLocaleLowerCase()).join("·");
  return out
    .replace(/"[^"]*"|«[^»]*»|„[^“]*“|'[^']*'/g, "·")
    .replace(/\d[\d.,]*/g, "·")
    .replace(/\b(?:a|an|the|un|una|une|el|la|le|les|los|las|der|die|das|ein|eine|einen)\s+·/g, "·")
    .replace(/\s+/g, " ")
    .trim();
}

/** The share of the RFP's criteria (version 1's) that follow its most common shape, and that shape. */
export function commonestShape(blueprint: TBlueprint): { share: number; shape: string; total: number } {
  const counts = new Map<string, number>();
  let total = 0;
  // The RFP states the criteria of version 1; Later requirements are listed without them.
  for (const item of blueprint.requirements.filter((candidate) => candidate.priority !== "later")) {
    for (const criterion of item.acceptanceCriteria) {
      const shape = criterionShape(`${criterion.given} | ${criterion.when} | ${criterion.then}`, blueprint);
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
      total++;
    }
  }
  const [shape, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return { share: total === 0 ? 0 : count / total, shape, total };
}
