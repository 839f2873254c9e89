import type { Endpoint } from "#engine/blueprint/endpoints";
import { sentence } from "#engine/text/text";
import { roleNames } from "#shared/blueprint/roles";
import type { TRequirement } from "#shared/blueprint/schema";
import { blocks, bullets, heading, md, numbered, table } from "../markdown";
import { byPriority, endpointsFor, type RenderInput } from "../render-input";

/**
 * Section 3: every requirement of version 1 with its id, priority, roles and estimate, then one
 * block each with its description, its endpoints and its acceptance criteria; Later ones only
 * under "Out of scope for version 1".
 */
export function scope(input: RenderInput): string {
  const { blueprint, text } = input;
  const v1 = blueprint.requirements.filter((item) => item.priority !== "later");
  const rows = v1.map((item) => [
    item.id,
    md(item.title),
    text.priority[item.priority],
    md(roleNames(blueprint, item.roles).join(", ")) || "—",
    `${item.estimate.development} + ${item.estimate.qa} h`,
  ]);
  return blocks(
    heading(2, text.rfp.scope),
    text.rfp.scopeIntro(
      v1.length,
      byPriority(blueprint, "must").length,
      byPriority(blueprint, "should").length,
      byPriority(blueprint, "could").length,
    ),
    table(text.rfp.scopeColumns, rows),
    ...v1.map((item) => requirementBlock(item, input)),
    heading(3, text.headings.rfpOutOfScope),
    outOfScope(input),
  );
}

function requirementBlock(item: TRequirement, input: RenderInput): string {
  const { text } = input;
  const calls = endpointsFor(input, item.id);
  return blocks(
    heading(3, `${item.id} ${md(item.title)} (${text.priority[item.priority]})`),
    `${md(item.description)} *${md(item.rationale)}*`,
    calls.length > 0 && `**${text.rfp.endpoints}${text.colon}** ${endpointList(calls)}`,
    `**${text.rfp.acceptance}${text.colon}**`,
    numbered(item.acceptanceCriteria.map((c) => text.rfp.criterion(md(c.given), md(c.when), md(c.then)))),
  );
}

/** "`GET|POST /jobs`, `POST /jobs/{jobId}/assign-crew`": methods grouped by path. */
export function endpointList(endpoints: readonly Endpoint[]): string {
  const byPath = new Map<string, string[]>();
  for (const endpoint of endpoints)
    byPath.set(endpoint.path, [...(byPath.get(endpoint.path) ?? []), endpoint.method.toUpperCase()]);
  return [...byPath].map(([path, methods]) => `\`${methods.join("|")} ${path}\``).join(", ");
}

function outOfScope({ blueprint, text }: RenderInput): string {
  const later = byPriority(blueprint, "later").map((item) => `${item.id} ${md(item.title)}`);
  const integrations = blueprint.integrations
    .filter((item) => item.later)
    .map((item) => md(text.rfp.laterIntegration(item.name, item.purpose)));
  const platforms = blueprint.platforms.later.map((name) => md(text.rfp.laterPlatform(name)));
  const items = [...later, ...integrations, ...platforms];
  return items.length > 0 ? bullets(items.map((item) => sentence(item))) : text.rfp.nothingLater;
}
