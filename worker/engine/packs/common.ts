import { roleNames } from "#shared/blueprint/roles";
import type { TAcceptanceCriterion, TBlueprint, TRequirement } from "#shared/blueprint/schema";
import { hours, inVersionOne } from "#shared/blueprint/totals";
import type { TLanguage } from "#shared/settings/options";
import { PACK_TEXT, type PackText } from "./messages";

/** What every pack renderer gets: the blueprint, the fixed words of the user's language and the date. */
export type PackInput = {
  blueprint: TBlueprint;
  language: TLanguage;
  text: PackText;
  /** The date the pack shows (the engine reads no clock). */
  generatedAt: Date;
  slug: string;
  /** The product as the EARS lines name it ("THE TaskNest SHALL"): its name without spaces. */
  system: string;
};

export function packInput(blueprint: TBlueprint, language: TLanguage, generatedAt: Date): PackInput {
  return {
    blueprint,
    language,
    text: PACK_TEXT[language],
    generatedAt,
    slug: slugOf(blueprint.product.name),
    system: blueprint.product.name.replace(/\s+/g, "_"),
  };
}

/** A folder name from the product's name: "Clínica Sol & Mar" → "clinica-sol-mar". */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return slug || "product";
}

/** The number in an id: FR-12 → 12. */
export function idNumber(id: string): number {
  return Number(id.replace(/^\D+/, ""));
}

/**
 * Version 1's requirements in the order they are built: milestone by milestone, then any the plan
 * leaves out, in id order. Later ones never appear here.
 */
export function versionOneInOrder(blueprint: TBlueprint): TRequirement[] {
  const v1 = blueprint.requirements.filter(inVersionOne);
  const out: TRequirement[] = [];
  for (const milestone of blueprint.milestones) {
    for (const id of milestone.requirements) {
      const item = v1.find((requirement) => requirement.id === id);
      if (item && !out.includes(item)) out.push(item);
    }
  }
  for (const item of v1) if (!out.includes(item)) out.push(item);
  return out;
}

export function laterOf(blueprint: TBlueprint): TRequirement[] {
  return blueprint.requirements.filter((item) => !inVersionOne(item));
}

/** Version 1's requirements grouped by milestone (milestones without any are left out), then the rest. */
export type MilestoneGroup = { id: string | null; name: string; weeks: string | null; requirements: TRequirement[] };

export function milestoneGroups(input: PackInput): MilestoneGroup[] {
  const ordered = versionOneInOrder(input.blueprint);
  const used = new Set<string>();
  const groups = input.blueprint.milestones.flatMap((milestone): MilestoneGroup[] => {
    const requirements = ordered.filter((item) => milestone.requirements.includes(item.id) && !used.has(item.id));
    for (const item of requirements) used.add(item.id);
    if (requirements.length === 0) return [];
    const weeks =
      milestone.startWeek === milestone.endWeek
        ? fill(input.text.week, { n: milestone.startWeek })
        : fill(input.text.weeks, { from: milestone.startWeek, to: milestone.endWeek });
    return [{ id: milestone.id, name: milestone.name, weeks, requirements }];
  });
  const rest = ordered.filter((item) => !used.has(item.id));
  if (rest.length > 0) groups.push({ id: null, name: input.text.unplanned, weeks: null, requirements: rest });
  return groups;
}

/** The milestone a requirement is planned in, if any. */
export function milestoneOf(blueprint: TBlueprint, id: string) {
  return blueprint.milestones.find((milestone) => milestone.requirements.includes(id)) ?? null;
}

export function totalHours(requirement: TRequirement): number {
  return hours(requirement.estimate);
}

export function rolesOf(blueprint: TBlueprint, requirement: TRequirement): string[] {
  return roleNames(blueprint, requirement.roles);
}

/** "{name}" placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** One line of text: whitespace and line breaks folded, so a value never breaks a list or a table. */
export function line(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Markdown text that cannot open a heading, list, table cell or checkbox by accident. */
export function md(value: string): string {
  return line(value)
    .replace(/([\\`*_[\]|<>])/g, "\\$1")
    .replace(/^([#>+-])/, "\\$1");
}

/** A Given/When/Then criterion in one line. */
export function gwt(criterion: TAcceptanceCriterion): string {
  return `Given ${line(criterion.given)}, when ${line(criterion.when)}, then ${line(criterion.then)}`;
}

/** The priority of MoSCoW as P1-P3 (Spec Kit) or high/medium/low (Taskmaster, trackers). */
export const PRIORITY_RANK = { must: 1, should: 2, could: 3, later: 3 } as const;
export const PRIORITY_LEVEL = { must: "high", should: "medium", could: "low", later: "low" } as const;

/** A file of a zip pack, by its path. */
export type PackFiles = Record<string, string>;

/** The date the pack shows: 2026-11-22. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * AGENTS.md, the file every coding agent reads first: what the product is, where its specs are,
 * the rules of the pack (ids are the RFP's, Later stays out) and version 1 in build order.
 */
export function agentsMd(input: PackInput, specs: readonly string[]): string {
  const { blueprint, text } = input;
  const lines = [
    `# ${md(blueprint.product.name)} — AGENTS.md`,
    "",
    md(blueprint.product.oneLiner || blueprint.product.problem || blueprint.product.name),
    "",
    `## ${text.agentsWhere}`,
    "",
    ...specs.map((path) => `- \`${path}\``),
    "",
    `## ${text.agentsRules}`,
    "",
    ...text.agentsRuleLines.map((rule) => `- ${rule}`),
    "",
    `## ${text.versionOne}`,
    "",
    ...versionOneInOrder(blueprint).map(
      (item) => `- ${item.id} ${md(item.title)} (${text.priority[item.priority]}, ${totalHours(item)} h)`,
    ),
  ];
  const later = laterOf(blueprint);
  if (later.length > 0) {
    lines.push("", `## ${text.later}`, "", ...later.map((item) => `- ${item.id} ${md(item.title)}`));
  }
  return `${lines.join("\n")}\n`;
}
