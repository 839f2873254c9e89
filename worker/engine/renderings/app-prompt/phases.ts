import type { TRequirement } from "#shared/blueprint/schema";
import { blocks, bullets, checklist, heading, md } from "../markdown";
import { byPriority, endpointsFor, type RenderInput } from "../render-input";
import { endpointList } from "../rfp/scope";
import { tableName } from "./table-name";

/**
 * The build phases, keyed to the requirement ids: the foundation (accounts, roles, platforms,
 * the tables), then the Must requirements by milestone, the Should ones, the Could ones only if
 * time allows, and a finish. Later requirements are in no phase.
 */
export function buildPhases(input: RenderInput): { text: string; count: number } {
  const { blueprint, text } = input;
  const p = text.prompt;
  const foundation = blueprint.requirements.filter(
    (item) => item.priority !== "later" && (item.kind === "access" || item.kind === "platform"),
  );
  const inFoundation = (item: TRequirement) => foundation.includes(item);
  const mustGroups = blueprint.milestones
    .filter((milestone) => milestone.kind === "build")
    .map((milestone) =>
      blueprint.requirements.filter((item) => milestone.requirements.includes(item.id) && !inFoundation(item)),
    )
    .filter((group) => group.length > 0);
  const planned = new Set(mustGroups.flat());
  const must = byPriority(blueprint, "must").filter((item) => !inFoundation(item) && !planned.has(item));
  const groups: [string, TRequirement[]][] = [
    ...mustGroups.map((group): [string, TRequirement[]] => [p.phaseNames.must, group]),
    ...(must.length > 0 ? [[p.phaseNames.must, must] as [string, TRequirement[]]] : []),
    [p.phaseNames.should, byPriority(blueprint, "should").filter((item) => !inFoundation(item))],
    [p.phaseNames.could, byPriority(blueprint, "could").filter((item) => !inFoundation(item))],
  ];
  const phases = [
    foundationPhase(foundation, input),
    ...groups
      .filter(([, items]) => items.length > 0)
      .map(([name, items], index) => featurePhase(index + 2, name, items, input)),
  ];
  return { text: blocks(...phases, finishPhase(phases.length + 1, input)), count: phases.length + 1 };
}

function foundationPhase(items: readonly TRequirement[], input: RenderInput): string {
  const { blueprint, text } = input;
  const p = text.prompt;
  const providers = blueprint.integrations
    .filter((item) => item.kind === "sign_in" && !item.later)
    .map((item) => md(item.name));
  const tables = blueprint.entities.map((entity) => `\`${tableName(entity)}\``);
  const areas = text.list(blueprint.entities.map((entity) => md(entity.label)));
  const roles = text.list(blueprint.roles.map((role) => md(role.name)));
  return blocks(
    heading(2, p.phase(1, p.phaseNames.foundation)),
    bullets([
      p.foundationItems.auth(text.list(providers)),
      p.foundationItems.tables(tables.join(", ")),
      p.foundationItems.layout(areas),
    ]),
    ...items.map((item) => requirementBlock(item, input)),
    heading(3, p.acceptance),
    checklist([
      p.foundationChecks.auth,
      ...(roles ? [p.foundationChecks.roles(roles)] : []),
      p.foundationChecks.tables(blueprint.entities.length),
    ]),
  );
}

function featurePhase(number: number, name: string, items: readonly TRequirement[], input: RenderInput): string {
  const p = input.text.prompt;
  return blocks(
    heading(2, p.phase(number, name)),
    bullets(items.map((item) => `**${item.id}** ${md(item.title)}`)),
    ...items.map((item) => requirementBlock(item, input)),
  );
}

function requirementBlock(item: TRequirement, input: RenderInput): string {
  const { text } = input;
  const p = text.prompt;
  const calls = endpointsFor(input, item.id);
  return blocks(
    heading(3, `${item.id} ${md(item.title)} (${text.priority[item.priority]})`),
    md(item.description),
    calls.length > 0 && `**${p.endpoints}${text.colon}** ${endpointList(calls)}`,
    `**${p.acceptance}${text.colon}**`,
    checklist(item.acceptanceCriteria.map((c) => p.criterion(md(c.given), md(c.when), md(c.then)))),
  );
}

function finishPhase(number: number, { blueprint, text }: RenderInput): string {
  const p = text.prompt;
  const areas = text.list(blueprint.entities.map((entity) => md(entity.label)));
  const critical = blueprint.workflows.find((flow) => flow.critical)?.name ?? "";
  const count = blueprint.requirements.filter((item) => item.priority !== "later").length;
  return blocks(
    heading(2, p.phase(number, p.phaseNames.finish)),
    bullets(p.finishItems(areas, md(critical))),
    heading(3, p.acceptance),
    checklist(p.finishChecks(count)),
  );
}
