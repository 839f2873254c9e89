import { pairEntities, pairItems, pairRequirements, pairRoles, roleName, same, sameName } from "./corrections-match";
import {
  addRequirement,
  deleteEntity,
  deleteRequirement,
  deleteRole,
  mergeRole,
  renameEntity,
  setPriority,
} from "./corrections-ops";
import { ZBlueprint } from "./integrity";
import type {
  TAcceptanceCriterion,
  TAsk,
  TBlueprint,
  TEntity,
  TEstimate,
  TField,
  TIntegration,
  TPlatforms,
  TPriority,
  TProduct,
  TRequirement,
} from "./schema";

/**
 * A founder's correction of their blueprint, as typed corrections keyed by natural identity (a
 * role's or requirement's name, a record's name), never by id: ids renumber when the blueprint is
 * rebuilt from edited answers. Each keeps what the builder had read (`from`) and what the founder
 * set (`to`). `diffBlueprints` turns one correction (two versions) into them; `applyCorrections`
 * replays them on a rebuilt blueprint (decision 031).
 *
 * Order: renames, then deletions and merges, then additions, then changes; a change names its
 * target by its name after the rename.
 */
type StepText = { text: string; role: string | null };
type RequirementLinks = { roles: string[]; records: string[] };
/** A requirement with role names instead of ids, for adding it to another blueprint. */
type PortableRequirement = Omit<TRequirement, "id" | "roles"> & { roles: string[] };
type EntityTexts = Pick<TEntity, "label" | "nouns" | "collection" | "description">;

export type TCorrection =
  | { kind: "roleRenamed"; from: string; to: string }
  | { kind: "rolePermissions"; role: string; from: string; to: string }
  | { kind: "roleAdmin"; role: string; from: boolean; to: boolean }
  | { kind: "roleAdded"; to: { name: string; permissions: string; admin: boolean }; requirements: string[] }
  | { kind: "roleDeleted"; from: string }
  | { kind: "roleMerged"; from: string; to: string }
  | { kind: "recordRenamed"; from: string; to: string; texts: EntityTexts }
  | { kind: "recordChanged"; record: string; from: EntityTexts; to: EntityTexts }
  | { kind: "recordAdded"; to: TEntity }
  | { kind: "recordDeleted"; from: string }
  | { kind: "fieldAdded"; record: string; to: TField }
  | { kind: "fieldRemoved"; record: string; from: string }
  | { kind: "fieldChanged"; record: string; field: string; from: TField; to: TField }
  | { kind: "statusValues"; record: string; field: string; from: string[]; to: string[] }
  | { kind: "requirementRetitled"; from: string; to: string }
  | { kind: "requirementPriority"; requirement: string; from: TPriority; to: TPriority }
  | { kind: "requirementCriteria"; requirement: string; from: TAcceptanceCriterion[]; to: TAcceptanceCriterion[] }
  | { kind: "requirementEstimate"; requirement: string; from: TEstimate; to: TEstimate }
  | { kind: "requirementDescription"; requirement: string; from: string; to: string }
  | { kind: "requirementLinks"; requirement: string; from: RequirementLinks; to: RequirementLinks }
  | { kind: "requirementAdded"; to: PortableRequirement }
  | { kind: "requirementDeleted"; from: string }
  | { kind: "integrationRenamed"; from: string; to: string }
  | { kind: "integrationPurpose"; integration: string; from: string; to: string }
  | { kind: "integrationLater"; integration: string; from: boolean; to: boolean }
  | { kind: "integrationAdded"; to: Omit<TIntegration, "requirements"> & { requirements: string[] } }
  | { kind: "integrationDeleted"; from: string }
  | { kind: "workflowStep"; workflow: string; step: number; from: StepText; to: StepText }
  | { kind: "workflowSteps"; workflow: string; from: StepText[]; to: StepText[] }
  | { kind: "platform"; field: keyof TPlatforms; from: unknown; to: unknown }
  | { kind: "product"; field: keyof TProduct; from: unknown; to: unknown }
  | { kind: "ask"; from: TAsk; to: TAsk };

export type TCorrectionKind = TCorrection["kind"];

export const CORRECTION_KINDS = [
  "roleRenamed",
  "rolePermissions",
  "roleAdmin",
  "roleAdded",
  "roleDeleted",
  "roleMerged",
  "recordRenamed",
  "recordChanged",
  "recordAdded",
  "recordDeleted",
  "fieldAdded",
  "fieldRemoved",
  "fieldChanged",
  "statusValues",
  "requirementRetitled",
  "requirementPriority",
  "requirementCriteria",
  "requirementEstimate",
  "requirementDescription",
  "requirementLinks",
  "requirementAdded",
  "requirementDeleted",
  "integrationRenamed",
  "integrationPurpose",
  "integrationLater",
  "integrationAdded",
  "integrationDeleted",
  "workflowStep",
  "workflowSteps",
  "platform",
  "product",
  "ask",
] as const satisfies readonly TCorrectionKind[];

/** Why a correction did not apply: its target is gone, an addition is already there, the answer now reads otherwise, or the result would not hold together. */
export type TNotApplicableReason = "missing" | "present" | "changed" | "conflict";
export type TNotApplicable = { correction: TCorrection; reason: TNotApplicableReason };

// ---------------------------------------------------------------------------------------------
// diff

export function diffBlueprints(before: TBlueprint, after: TBlueprint): TCorrection[] {
  const renames: TCorrection[] = [];
  const removals: TCorrection[] = [];
  const additions: TCorrection[] = [];
  const changes: TCorrection[] = [];
  const requirements = pairRequirements(before.requirements, after.requirements);
  const afterOf = (item: TRequirement) => requirements.pairs.find(([a]) => a === item)?.[1];

  // roles
  const roles = pairRoles(before.roles, after.roles);
  for (const [a, b] of roles.pairs) {
    if (!sameName(a.name, b.name)) renames.push({ kind: "roleRenamed", from: a.name, to: b.name });
    if (a.permissions !== b.permissions)
      changes.push({ kind: "rolePermissions", role: b.name, from: a.permissions, to: b.permissions });
    if (a.admin !== b.admin) changes.push({ kind: "roleAdmin", role: b.name, from: a.admin, to: b.admin });
  }
  const renamedRole = (id: string) => roles.pairs.find(([a]) => a.id === id)?.[1];
  for (const role of roles.removed) {
    // Merged into a role when everything that used it (requirements, workflow steps) now uses that
    // role, and something did not before.
    const users = before.requirements.filter((item) => item.roles.includes(role.id));
    const steps = before.workflows.flatMap((flow) =>
      flow.steps.flatMap((step, index) => (step.role === role.id ? [{ flow, index }] : [])),
    );
    const stepAfter = (flow: TBlueprint["workflows"][number], index: number) =>
      after.workflows.find((item) => item.id === flow.id || sameName(item.name, flow.name))?.steps[index];
    const into = after.roles.find((candidate) => {
      const was = roles.pairs.find(([, b]) => b === candidate)?.[0].id ?? "";
      return (
        users.length + steps.length > 0 &&
        users.every((item) => afterOf(item)?.roles.includes(candidate.id)) &&
        steps.every(({ flow, index }) => stepAfter(flow, index)?.role === candidate.id) &&
        (steps.length > 0 || users.some((item) => !item.roles.includes(was)))
      );
    });
    removals.push(
      into ? { kind: "roleMerged", from: role.name, to: into.name } : { kind: "roleDeleted", from: role.name },
    );
  }
  for (const role of roles.added) {
    additions.push({
      kind: "roleAdded",
      to: { name: role.name, permissions: role.permissions, admin: role.admin },
      requirements: after.requirements.filter((item) => item.roles.includes(role.id)).map((item) => item.title),
    });
  }

  // records
  const entities = pairEntities(before.entities, after.entities);
  for (const [a, b] of entities.pairs) {
    const texts = (entity: TEntity): EntityTexts => ({
      label: entity.label,
      nouns: entity.nouns,
      collection: entity.collection,
      description: entity.description,
    });
    if (a.name !== b.name) renames.push({ kind: "recordRenamed", from: a.name, to: b.name, texts: texts(b) });
    else if (!same(texts(a), texts(b)))
      changes.push({ kind: "recordChanged", record: b.name, from: texts(a), to: texts(b) });
    const fields = pairItems(a.fields, b.fields, (field) => field.key, []);
    for (const field of fields.removed) changes.push({ kind: "fieldRemoved", record: b.name, from: field.key });
    for (const field of fields.added) changes.push({ kind: "fieldAdded", record: b.name, to: field });
    for (const [x, y] of fields.pairs) {
      const renamedReference = x.references !== null && entities.pairs.find(([e]) => e.name === x.references);
      const expected = renamedReference ? { ...x, references: renamedReference[1].name } : x;
      if (same(expected, y)) continue;
      if (same({ ...expected, values: y.values }, y))
        changes.push({ kind: "statusValues", record: b.name, field: y.key, from: x.values, to: y.values });
      else changes.push({ kind: "fieldChanged", record: b.name, field: y.key, from: x, to: y });
    }
  }
  for (const entity of entities.removed) removals.push({ kind: "recordDeleted", from: entity.name });
  for (const entity of entities.added) additions.push({ kind: "recordAdded", to: entity });

  // requirements
  const links = (blueprint: TBlueprint, item: TRequirement): RequirementLinks => ({
    roles: item.roles.map((id) => roleName(blueprint, id) ?? id),
    records: [...item.entities],
  });
  for (const [a, b] of requirements.pairs) {
    if (!sameName(a.title, b.title)) renames.push({ kind: "requirementRetitled", from: a.title, to: b.title });
    const requirement = b.title;
    if (a.priority !== b.priority)
      changes.push({ kind: "requirementPriority", requirement, from: a.priority, to: b.priority });
    if (!same(a.acceptanceCriteria, b.acceptanceCriteria))
      changes.push({ kind: "requirementCriteria", requirement, from: a.acceptanceCriteria, to: b.acceptanceCriteria });
    if (!same(a.estimate, b.estimate))
      changes.push({ kind: "requirementEstimate", requirement, from: a.estimate, to: b.estimate });
    if (a.description !== b.description)
      changes.push({ kind: "requirementDescription", requirement, from: a.description, to: b.description });
    const from = links(before, a);
    const to = links(after, b);
    // A renamed role or record, a deleted or merged one, is its own correction already.
    const expectedRoles = a.roles.flatMap((id) => {
      const renamed = renamedRole(id);
      return renamed ? [renamed.name] : [];
    });
    const expectedRecords = a.entities.flatMap((name) => {
      const pair = entities.pairs.find(([e]) => e.name === name);
      return pair ? [pair[1].name] : [];
    });
    const sorted = (list: string[]) => [...list].map((item) => item.toLocaleLowerCase()).sort();
    const mergedInto = removalsInto(removals);
    const expectedWithMerges = [...new Set([...expectedRoles, ...from.roles.flatMap((r) => mergedInto.get(r) ?? [])])];
    if (!same(sorted(expectedWithMerges), sorted(to.roles)) || !same(sorted(expectedRecords), sorted(to.records)))
      changes.push({ kind: "requirementLinks", requirement, from, to });
  }
  for (const item of requirements.removed) removals.push({ kind: "requirementDeleted", from: item.title });
  for (const item of requirements.added) {
    const { id: _id, roles: ids, ...rest } = item;
    additions.push({
      kind: "requirementAdded",
      to: { ...rest, roles: ids.map((id) => roleName(after, id) ?? id) },
    });
  }

  // integrations
  const integrations = pairItems(before.integrations, after.integrations, (item) => item.name.toLocaleLowerCase(), [
    (a, b) => a.kind === b.kind && a.purpose === b.purpose,
    (a, b) => a.kind === b.kind,
  ]);
  for (const [a, b] of integrations.pairs) {
    if (!sameName(a.name, b.name)) renames.push({ kind: "integrationRenamed", from: a.name, to: b.name });
    if (a.purpose !== b.purpose)
      changes.push({ kind: "integrationPurpose", integration: b.name, from: a.purpose, to: b.purpose });
    if (a.later !== b.later)
      changes.push({ kind: "integrationLater", integration: b.name, from: a.later, to: b.later });
  }
  for (const item of integrations.removed) removals.push({ kind: "integrationDeleted", from: item.name });
  for (const item of integrations.added) {
    const titles = item.requirements.flatMap((id) => after.requirements.find((r) => r.id === id)?.title ?? []);
    additions.push({ kind: "integrationAdded", to: { ...item, requirements: titles } });
  }

  // workflows (by name; a workflow is the founder's critical flow or the builder's)
  for (const b of after.workflows) {
    const a = before.workflows.find((flow) => flow.id === b.id || sameName(flow.name, b.name));
    if (!a) continue;
    const steps = (blueprint: TBlueprint, flow: typeof a): StepText[] =>
      flow.steps.map((step) => ({ text: step.text, role: roleName(blueprint, step.role) }));
    const from = steps(before, a);
    const to = steps(after, b);
    if (from.length !== to.length) {
      changes.push({ kind: "workflowSteps", workflow: b.name, from, to });
      continue;
    }
    from.forEach((step, index) => {
      const next = to[index] as StepText;
      const id = a.steps[index]?.role ?? null;
      const expectedRole =
        id === null ? null : (renamedRole(id)?.name ?? removalsInto(removals).get(step.role ?? "") ?? null);
      if (step.text !== next.text || (expectedRole ?? "") !== (next.role ?? ""))
        changes.push({ kind: "workflowStep", workflow: b.name, step: index, from: step, to: next });
    });
  }

  // platforms and product texts
  for (const field of Object.keys(after.platforms) as (keyof TPlatforms)[]) {
    if (!same(before.platforms[field], after.platforms[field]))
      changes.push({ kind: "platform", field, from: before.platforms[field], to: after.platforms[field] });
  }
  for (const field of Object.keys(after.product) as (keyof TProduct)[]) {
    if (!same(before.product[field], after.product[field]))
      changes.push({ kind: "product", field, from: before.product[field], to: after.product[field] });
  }
  // The raise the founder corrected (its amount, currency, round), replayed like the product's fields.
  if (!same(before.ask, after.ask)) changes.push({ kind: "ask", from: before.ask, to: after.ask });
  return [...renames, ...removals, ...additions, ...changes];
}

function removalsInto(removals: TCorrection[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of removals) if (item.kind === "roleMerged") out.set(item.from, item.to);
  return out;
}

// ---------------------------------------------------------------------------------------------
// apply

type Step = TBlueprint | TNotApplicableReason;

/**
 * Replays corrections, in order, on a blueprint the writer rebuilt: each applies when its target
 * (by its `from` identity) is there, or for an addition when the item is still absent; one whose
 * result would not hold together (ZBlueprint) is not applied either. What did not apply is
 * returned with why, never dropped in silence.
 */
export function applyCorrections(
  built: TBlueprint,
  corrections: readonly TCorrection[],
): { blueprint: TBlueprint; applied: TCorrection[]; notApplicable: TNotApplicable[] } {
  let blueprint = built;
  const applied: TCorrection[] = [];
  const notApplicable: TNotApplicable[] = [];
  for (const correction of corrections) {
    const next = applyOne(blueprint, correction);
    if (typeof next === "string") {
      notApplicable.push({ correction, reason: next });
      continue;
    }
    const parsed = ZBlueprint.safeParse(next);
    if (!parsed.success) {
      notApplicable.push({ correction, reason: "conflict" });
      continue;
    }
    blueprint = parsed.data;
    applied.push(correction);
  }
  return { blueprint, applied, notApplicable };
}

const findRole = (blueprint: TBlueprint, name: string) => blueprint.roles.find((role) => sameName(role.name, name));
const findRequirement = (blueprint: TBlueprint, title: string) =>
  blueprint.requirements.find((item) => sameName(item.title, title));
const findEntity = (blueprint: TBlueprint, name: string) => blueprint.entities.find((entity) => entity.name === name);
const findIntegration = (blueprint: TBlueprint, name: string) =>
  blueprint.integrations.find((item) => sameName(item.name, name));
const roleIds = (blueprint: TBlueprint, names: readonly string[]) => [
  ...new Set(names.flatMap((name) => findRole(blueprint, name)?.id ?? [])),
];
const requirementIds = (blueprint: TBlueprint, titles: readonly string[]) =>
  titles.flatMap((title) => findRequirement(blueprint, title)?.id ?? []);

function updateRequirement(blueprint: TBlueprint, title: string, change: Partial<TRequirement>): Step {
  const target = findRequirement(blueprint, title);
  if (!target) return "missing";
  return {
    ...blueprint,
    requirements: blueprint.requirements.map((item) => (item === target ? { ...item, ...change } : item)),
  };
}

function updateRole(
  blueprint: TBlueprint,
  name: string,
  change: { name?: string; permissions?: string; admin?: boolean },
): Step {
  const target = findRole(blueprint, name);
  if (!target) return "missing";
  if (change.name && findRole(blueprint, change.name) && !sameName(change.name, name)) return "conflict";
  return { ...blueprint, roles: blueprint.roles.map((role) => (role === target ? { ...role, ...change } : role)) };
}

function updateEntity(blueprint: TBlueprint, name: string, change: (entity: TEntity) => TEntity | null): Step {
  const target = findEntity(blueprint, name);
  if (!target) return "missing";
  const next = change(target);
  if (!next) return "missing";
  return { ...blueprint, entities: blueprint.entities.map((entity) => (entity === target ? next : entity)) };
}

function updateIntegration(blueprint: TBlueprint, name: string, change: Partial<TIntegration>): Step {
  const target = findIntegration(blueprint, name);
  if (!target) return "missing";
  return {
    ...blueprint,
    integrations: blueprint.integrations.map((item) => (item === target ? { ...item, ...change } : item)),
  };
}

function applyOne(blueprint: TBlueprint, correction: TCorrection): Step {
  switch (correction.kind) {
    case "roleRenamed":
      return updateRole(blueprint, correction.from, { name: correction.to });
    case "rolePermissions":
      return updateRole(blueprint, correction.role, { permissions: correction.to });
    case "roleAdmin":
      return updateRole(blueprint, correction.role, { admin: correction.to });
    case "roleAdded": {
      if (findRole(blueprint, correction.to.name)) return "present";
      const id = `R-${blueprint.roles.length + 1}`;
      const users = new Set(requirementIds(blueprint, correction.requirements));
      return {
        ...blueprint,
        roles: [...blueprint.roles, { id, ...correction.to }],
        requirements: blueprint.requirements.map((item) =>
          users.has(item.id) ? { ...item, roles: [...item.roles, id] } : item,
        ),
      };
    }
    case "roleDeleted": {
      const role = findRole(blueprint, correction.from);
      return role ? deleteRole(blueprint, role.id) : "missing";
    }
    case "roleMerged": {
      const from = findRole(blueprint, correction.from);
      const into = findRole(blueprint, correction.to);
      return from && into && from !== into ? mergeRole(blueprint, from.id, into.id) : "missing";
    }
    case "recordRenamed": {
      if (!findEntity(blueprint, correction.from)) return "missing";
      if (findEntity(blueprint, correction.to)) return "conflict";
      const renamed = renameEntity(blueprint, correction.from, correction.to);
      return updateEntity(renamed, correction.to, (entity) => ({ ...entity, ...correction.texts }));
    }
    case "recordChanged":
      return updateEntity(blueprint, correction.record, (entity) => ({ ...entity, ...correction.to }));
    case "recordAdded":
      return findEntity(blueprint, correction.to.name)
        ? "present"
        : { ...blueprint, entities: [...blueprint.entities, correction.to] };
    case "recordDeleted":
      return findEntity(blueprint, correction.from) ? deleteEntity(blueprint, correction.from) : "missing";
    case "fieldAdded": {
      const entity = findEntity(blueprint, correction.record);
      if (!entity) return "missing";
      if (entity.fields.some((field) => field.key === correction.to.key)) return "present";
      return updateEntity(blueprint, correction.record, (e) => ({ ...e, fields: [...e.fields, correction.to] }));
    }
    case "fieldRemoved":
      return updateEntity(blueprint, correction.record, (entity) =>
        entity.fields.some((field) => field.key === correction.from)
          ? { ...entity, fields: entity.fields.filter((field) => field.key !== correction.from) }
          : null,
      );
    case "fieldChanged":
    case "statusValues":
      return updateEntity(blueprint, correction.record, (entity) => {
        if (!entity.fields.some((field) => field.key === correction.field)) return null;
        return {
          ...entity,
          fields: entity.fields.map((field) => {
            if (field.key !== correction.field) return field;
            return correction.kind === "statusValues" ? { ...field, values: correction.to } : correction.to;
          }),
        };
      });
    case "requirementRetitled":
      if (findRequirement(blueprint, correction.to) && !sameName(correction.from, correction.to)) return "conflict";
      return updateRequirement(blueprint, correction.from, { title: correction.to });
    case "requirementPriority": {
      const target = findRequirement(blueprint, correction.requirement);
      return target ? setPriority(blueprint, target.id, correction.to) : "missing";
    }
    case "requirementCriteria":
      return updateRequirement(blueprint, correction.requirement, { acceptanceCriteria: correction.to });
    case "requirementEstimate":
      return updateRequirement(blueprint, correction.requirement, { estimate: correction.to });
    case "requirementDescription":
      return updateRequirement(blueprint, correction.requirement, { description: correction.to });
    case "requirementLinks":
      return updateRequirement(blueprint, correction.requirement, {
        roles: roleIds(blueprint, correction.to.roles),
        entities: correction.to.records.filter((name) => findEntity(blueprint, name)),
      });
    case "requirementAdded": {
      if (findRequirement(blueprint, correction.to.title)) return "present";
      const requirement = {
        ...correction.to,
        id: "FR-0",
        roles: roleIds(blueprint, correction.to.roles),
        entities: correction.to.entities.filter((name) => findEntity(blueprint, name)),
      };
      return addRequirement(blueprint, requirement);
    }
    case "requirementDeleted": {
      const target = findRequirement(blueprint, correction.from);
      return target ? deleteRequirement(blueprint, target.id) : "missing";
    }
    case "integrationRenamed":
      if (findIntegration(blueprint, correction.to) && !sameName(correction.from, correction.to)) return "conflict";
      return updateIntegration(blueprint, correction.from, { name: correction.to });
    case "integrationPurpose":
      return updateIntegration(blueprint, correction.integration, { purpose: correction.to });
    case "integrationLater":
      return updateIntegration(blueprint, correction.integration, { later: correction.to });
    case "integrationAdded":
      if (findIntegration(blueprint, correction.to.name)) return "present";
      return {
        ...blueprint,
        integrations: [
          ...blueprint.integrations,
          { ...correction.to, requirements: requirementIds(blueprint, correction.to.requirements) },
        ],
      };
    case "integrationDeleted": {
      const target = findIntegration(blueprint, correction.from);
      if (!target) return "missing";
      return { ...blueprint, integrations: blueprint.integrations.filter((item) => item !== target) };
    }
    case "workflowStep":
    case "workflowSteps":
      return applySteps(blueprint, correction);
    case "platform":
      if (!same(blueprint.platforms[correction.field], correction.from)) return "changed";
      return { ...blueprint, platforms: { ...blueprint.platforms, [correction.field]: correction.to } };
    case "product":
      if (!same(blueprint.product[correction.field], correction.from)) return "changed";
      return { ...blueprint, product: { ...blueprint.product, [correction.field]: correction.to } };
    case "ask":
      if (!same(blueprint.ask, correction.from)) return "changed";
      return { ...blueprint, ask: correction.to };
  }
}

function applySteps(
  blueprint: TBlueprint,
  correction: Extract<TCorrection, { kind: "workflowStep" | "workflowSteps" }>,
): Step {
  const flow = blueprint.workflows.find((item) => sameName(item.name, correction.workflow));
  if (!flow) return "missing";
  const step = (text: StepText, action: string | null) => ({
    text: text.text,
    role: text.role === null ? null : (findRole(blueprint, text.role)?.id ?? null),
    action,
  });
  let steps: TBlueprint["workflows"][number]["steps"];
  if (correction.kind === "workflowSteps") {
    steps = correction.to.map((text, index) => step(text, flow.steps[index]?.action ?? null));
  } else {
    const current = flow.steps[correction.step];
    if (!current) return "missing";
    steps = flow.steps.map((item, index) => (index === correction.step ? step(correction.to, item.action) : item));
  }
  return {
    ...blueprint,
    workflows: blueprint.workflows.map((item) => (item === flow ? { ...item, steps } : item)),
  };
}
