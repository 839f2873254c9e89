import type { TAcceptanceCriterion, TRequirement } from "#shared/blueprint/schema";
import { endpointsOf } from "../blueprint/endpoints";
import {
  agentsMd,
  fill,
  idNumber,
  laterOf,
  line,
  md,
  milestoneGroups,
  type PackFiles,
  type PackInput,
  rolesOf,
  totalHours,
  versionOneInOrder,
} from "./common";
import { dataModelMd, entityLines } from "./design-parts";

/**
 * A Kiro spec (decision 032): `.kiro/specs/<slug>/` with requirements.md (Requirement N is FR-N,
 * criteria as numbered EARS lines), design.md and tasks.md (a checklist by milestone, each task
 * citing `_Requirements: N.M_`), the steering files and AGENTS.md. Kiro's headings, the EARS
 * keywords and the checklist syntax stay as Kiro writes them; the prose is in the user's language.
 */
export function kiroFiles(input: PackInput): PackFiles {
  const base = `.kiro/specs/${input.slug}`;
  return {
    [`${base}/requirements.md`]: requirementsMd(input),
    [`${base}/design.md`]: designMd(input),
    [`${base}/tasks.md`]: tasksMd(input),
    ".kiro/steering/product.md": steeringProduct(input),
    ".kiro/steering/tech.md": steeringTech(input),
    ".kiro/steering/structure.md": steeringStructure(input),
    "AGENTS.md": agentsMd(input, [
      `${base}/requirements.md`,
      `${base}/design.md`,
      `${base}/tasks.md`,
      ".kiro/steering/",
    ]),
  };
}

/** Kiro numbers requirements N and criteria N.M; N is the FR number, so 7.2 is FR-7's second criterion. */
export function kiroNumber(requirement: TRequirement): number {
  return idNumber(requirement.id);
}

/** A criterion as an EARS line: IF … THEN for what must not happen, WHEN … otherwise. */
export function earsLine(input: PackInput, criterion: TAcceptanceCriterion): string {
  const given = line(criterion.given);
  const when = line(criterion.when);
  const then = line(criterion.then);
  const unwanted = input.text.unwanted.test(`${criterion.given} ${criterion.then}`);
  if (unwanted)
    return `IF ${given} ${input.text.and} ${when}, THEN THE ${input.system} SHALL ${input.text.ensure} ${then}`;
  return `WHEN ${when}, ${input.text.given} ${given}, THE ${input.system} SHALL ${input.text.ensure} ${then}`;
}

function userStory(input: PackInput, item: TRequirement): string {
  const roles = rolesOf(input.blueprint, item);
  return fill(input.text.story, {
    role: roles.length > 0 ? roles.join(` ${input.text.or} `) : input.text.user,
    feature: line(item.title),
    product: line(input.blueprint.product.name),
  });
}

function requirementsMd(input: PackInput): string {
  const { blueprint, text } = input;
  const lines = [
    "# Requirements Document",
    "",
    "## Introduction",
    "",
    md(blueprint.product.oneLiner || blueprint.product.name),
  ];
  if (blueprint.product.problem) lines.push("", md(blueprint.product.problem));
  lines.push("", "## Glossary", "", `- **${input.system}**: ${md(blueprint.product.name)} — ${text.systemGloss}`);
  for (const role of blueprint.roles) {
    lines.push(`- **${md(role.name)}**: ${md(role.permissions || text.roleGloss)}`);
  }
  lines.push("", "## Requirements");
  for (const item of blueprint.requirements.filter((req) => req.priority !== "later")) {
    lines.push(
      "",
      `### Requirement ${kiroNumber(item)}: ${md(item.title)} (${item.id}, ${text.priority[item.priority]})`,
      "",
      `**User Story:** ${md(userStory(input, item))}`,
      "",
      md(item.description),
      "",
      "#### Acceptance Criteria",
      "",
      ...item.acceptanceCriteria.map((criterion, index) => `${index + 1}. ${md(earsLine(input, criterion))}`),
    );
  }
  const later = laterOf(blueprint);
  if (later.length > 0) {
    lines.push("", `## ${text.later}`, "", text.laterNote, "");
    for (const item of later) lines.push(`- ${item.id} ${md(item.title)}`);
  }
  return `${lines.join("\n")}\n`;
}

function designMd(input: PackInput): string {
  const { blueprint, text } = input;
  const platforms = platformNames(input);
  const integrations = blueprint.integrations.filter((item) => !item.later);
  const endpoints = endpointsOf(blueprint);
  const lines = [
    `# Design Document — ${md(blueprint.product.name)}`,
    "",
    "## Overview",
    "",
    md(blueprint.product.oneLiner || blueprint.product.name),
    "",
    ...(blueprint.product.audience ? [`- ${text.audience}: ${md(blueprint.product.audience)}`] : []),
    ...(blueprint.product.criticalWorkflow ? [`- ${text.critical}: ${md(blueprint.product.criticalWorkflow)}`] : []),
    "",
    "## Architecture",
    "",
    `- ${text.platforms}: ${platforms.join(", ") || text.none}`,
    `- ${text.integrations}: ${integrations.map((item) => md(item.name)).join(", ") || text.none}`,
    `- ${text.apiContract}`,
    "",
    "## Components and Interfaces",
    "",
  ];
  if (endpoints.length === 0) lines.push(text.none);
  for (const endpoint of endpoints) {
    const cites = endpoint.requirements.length > 0 ? ` (${endpoint.requirements.join(", ")})` : "";
    lines.push(`- \`${endpoint.method.toUpperCase()} ${endpoint.path}\` — ${endpoint.operationId}${cites}`);
  }
  for (const flow of blueprint.workflows) {
    lines.push("", `### ${md(flow.name)}`, "", ...flow.steps.map((step, index) => `${index + 1}. ${md(step.text)}`));
  }
  lines.push("", "## Data Models", "", ...dataModelMd(input, 3), "## Error Handling", "");
  const errors = versionOneInOrder(blueprint).flatMap((item) =>
    item.acceptanceCriteria
      .filter((criterion) => input.text.unwanted.test(`${criterion.given} ${criterion.then}`))
      .map((criterion) => `- ${item.id}: ${md(earsLine(input, criterion))}`),
  );
  lines.push(...(errors.length > 0 ? errors : [text.errorHandling]));
  const nfr = blueprint.nonFunctional.filter((item) => ["security", "privacy", "availability"].includes(item.area));
  for (const item of nfr) lines.push(`- ${item.id}: ${md(item.requirement)}`);
  lines.push("", "## Testing Strategy", "", text.testing, "");
  for (const item of versionOneInOrder(blueprint)) {
    lines.push(
      `- ${item.id} ${md(item.title)}: ${fill(text.testHours, { count: item.acceptanceCriteria.length, hours: item.estimate.qa })}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The checklist Kiro runs: a task per milestone, a sub-task per requirement, each citing its criteria. */
function tasksMd(input: PackInput): string {
  const lines = ["# Implementation Plan", ""];
  milestoneGroups(input).forEach((group, index) => {
    const n = index + 1;
    const title = group.id ? `${group.id} ${md(group.name)}` : md(group.name);
    const refs = group.requirements.flatMap((item) => criterionRefs(item));
    lines.push(`- [ ] ${n}. ${title}${group.weeks ? ` (${group.weeks})` : ""}`);
    lines.push(`  - _Requirements: ${refs.join(", ")}_`);
    group.requirements.forEach((item, subIndex) => {
      lines.push(`  - [ ] ${n}.${subIndex + 1} ${item.id} ${md(item.title)}`);
      lines.push(`    - ${md(item.description)}`);
      lines.push(`    - ${fill(input.text.estimate, { hours: totalHours(item) })}`);
      lines.push(`    - _Requirements: ${criterionRefs(item).join(", ")}_`);
    });
    lines.push("");
  });
  return `${lines.join("\n").trimEnd()}\n`;
}

function criterionRefs(item: TRequirement): string[] {
  return item.acceptanceCriteria.map((_, index) => `${kiroNumber(item)}.${index + 1}`);
}

export function platformNames(input: PackInput): string[] {
  const { platforms } = input.blueprint;
  const names = input.text.platformNames;
  return (["web", "ios", "android", "desktopApp", "pwa"] as const)
    .filter((key) => platforms[key])
    .map((key) => names[key]);
}

function frontMatter(body: string[]): string {
  return `---\ninclusion: always\n---\n\n${body.join("\n")}\n`;
}

function steeringProduct(input: PackInput): string {
  const { product } = input.blueprint;
  const { text } = input;
  return frontMatter([
    `# ${text.steeringProduct}`,
    "",
    md(product.oneLiner || product.name),
    "",
    ...(product.audience ? [`- ${text.audience}: ${md(product.audience)}`] : []),
    ...(product.persona ? [`- ${text.persona}: ${md(product.persona)}`] : []),
    ...(product.differentiator ? [`- ${text.differentiator}: ${md(product.differentiator)}`] : []),
    "",
    `## ${text.successCriteria}`,
    "",
    ...(product.successMetrics.length > 0 ? product.successMetrics.map((item) => `- ${md(item)}`) : [text.none]),
  ]);
}

function steeringTech(input: PackInput): string {
  const { blueprint, text } = input;
  return frontMatter([
    `# ${text.steeringTech}`,
    "",
    `- ${text.platforms}: ${platformNames(input).join(", ") || text.none}`,
    ...blueprint.integrations
      .filter((item) => !item.later)
      .map((item) => `- ${md(item.name)}${item.purpose ? `: ${md(item.purpose)}` : ""}`),
    "",
    `## ${text.nonFunctional}`,
    "",
    ...(blueprint.nonFunctional.length > 0
      ? blueprint.nonFunctional.map((item) => `- ${item.id}: ${md(item.requirement)}`)
      : [text.none]),
  ]);
}

function steeringStructure(input: PackInput): string {
  const { text } = input;
  return frontMatter([
    `# ${text.steeringStructure}`,
    "",
    ...text.structureLines.map((item) => `- ${item}`),
    "",
    `## ${text.records}`,
    "",
    ...entityLines(input),
  ]);
}
