import type { TRequirement } from "#shared/blueprint/schema";
import { composeDocument } from "../render-document";
import {
  agentsMd,
  fill,
  isoDate,
  laterOf,
  line,
  md,
  milestoneOf,
  type PackFiles,
  type PackInput,
  PRIORITY_RANK,
  totalHours,
  versionOneInOrder,
} from "./common";
import { dataModelMd, entityLines } from "./design-parts";
import { platformNames } from "./kiro";

/**
 * A GitHub Spec Kit feature (decision 032): the constitution, `specs/001-<slug>/` with spec.md,
 * plan.md, data-model.md, the OpenAPI contract the engine renders, tasks.md, and AGENTS.md. The
 * template's headings, Given, When and Then in bold, the `**FR-n**:` lines and the task syntax
 * `- [ ] T001 [P] [US1]` stay as Spec Kit writes them; the prose is in the user's language.
 * Ids are the RFP's (FR-7, not FR-007).
 */
export function speckitFiles(input: PackInput): PackFiles {
  const base = `specs/001-${input.slug}`;
  return {
    ".specify/memory/constitution.md": constitutionMd(input),
    [`${base}/spec.md`]: specMd(input),
    [`${base}/plan.md`]: planMd(input),
    [`${base}/data-model.md`]: `# Data Model: ${md(input.blueprint.product.name)}\n\n${dataModelMd(input, 2).join("\n")}`,
    [`${base}/contracts/openapi.yaml`]: composeDocument("openapi", input.blueprint, input.generatedAt),
    [`${base}/tasks.md`]: tasksMd(input),
    "AGENTS.md": agentsMd(input, [
      ".specify/memory/constitution.md",
      `${base}/spec.md`,
      `${base}/plan.md`,
      `${base}/data-model.md`,
      `${base}/contracts/openapi.yaml`,
      `${base}/tasks.md`,
    ]),
  };
}

/** The user stories: one per version-1 requirement, P1 first (then the build order). */
export function userStories(input: PackInput): { story: number; priority: number; requirement: TRequirement }[] {
  return versionOneInOrder(input.blueprint)
    .map((requirement, order) => ({ requirement, order, priority: PRIORITY_RANK[requirement.priority] }))
    .sort((a, b) => a.priority - b.priority || a.order - b.order)
    .map((item, index) => ({ story: index + 1, priority: item.priority, requirement: item.requirement }));
}

function constitutionMd(input: PackInput): string {
  const { blueprint, text } = input;
  const date = isoDate(input.generatedAt);
  const principles = text.principles.map((item, index) => `### ${roman(index + 1)}. ${item.title}\n\n${item.body}\n`);
  const nfr = blueprint.nonFunctional.map((item) => `- ${item.id} (${item.area}): ${md(item.requirement)}`);
  return [
    `# ${md(blueprint.product.name)} Constitution`,
    "",
    "## Core Principles",
    "",
    ...principles,
    ...(nfr.length > 0 ? [`### ${roman(principles.length + 1)}. ${text.nonFunctional}`, "", ...nfr, ""] : []),
    "## Governance",
    "",
    text.governance,
    "",
    `**Version**: 1.0.0 | **Ratified**: ${date} | **Last Amended**: ${date}`,
    "",
  ].join("\n");
}

function roman(n: number): string {
  return ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"][n - 1] ?? String(n);
}

function specMd(input: PackInput): string {
  const { blueprint, text } = input;
  const { product } = blueprint;
  const lines = [
    `# Feature Specification: ${md(product.name)}`,
    "",
    `**Feature Branch**: \`001-${input.slug}\``,
    `**Created**: ${isoDate(input.generatedAt)}`,
    "**Status**: Draft",
    `**Input**: ${md(product.oneLiner || product.name)}`,
    "",
    "## User Scenarios & Testing *(mandatory)*",
  ];
  for (const { story, priority, requirement } of userStories(input)) {
    lines.push(
      "",
      `### User Story ${story} - ${md(requirement.title)} (Priority: P${priority})`,
      "",
      md(requirement.description),
      "",
      `**Why this priority**: ${md(requirement.rationale)}`,
      "",
      `**Independent Test**: ${fill(text.independentTest, { id: requirement.id })}`,
      "",
      "**Acceptance Scenarios**:",
      "",
      ...requirement.acceptanceCriteria.map(
        (criterion, index) =>
          `${index + 1}. **Given** ${md(criterion.given)}, **When** ${md(criterion.when)}, **Then** ${md(criterion.then)}`,
      ),
    );
  }
  lines.push("", "### Edge Cases", "");
  const edges = blueprint.risks.map((item) => `- ${md(item)}`);
  lines.push(...(edges.length > 0 ? edges : [`- ${text.none}`]));
  lines.push("", "## Requirements *(mandatory)*", "", "### Functional Requirements", "");
  for (const item of versionOneInOrder(blueprint)) {
    lines.push(
      `- **${item.id}**: ${text.system} ${text.modal[item.priority]} ${md(item.title)}: ${md(item.description)}`,
    );
  }
  const later = laterOf(blueprint);
  if (later.length > 0) {
    lines.push(
      "",
      `### ${text.later}`,
      "",
      text.laterNote,
      "",
      ...later.map((item) => `- ${item.id} ${md(item.title)}`),
    );
  }
  lines.push("", "### Key Entities", "", ...entityLines(input));
  lines.push("", "## Success Criteria *(mandatory)*", "", "### Measurable Outcomes", "");
  const metrics = product.successMetrics.length > 0 ? product.successMetrics : [text.defaultMetric];
  metrics.forEach((item, index) => {
    lines.push(`- **SC-${String(index + 1).padStart(3, "0")}**: ${md(item)}`);
  });
  lines.push("", "## Assumptions", "");
  const assumptions = [...blueprint.assumptions, ...blueprint.openQuestions.map((item) => item.question)];
  lines.push(...(assumptions.length > 0 ? assumptions.map((item) => `- ${md(item)}`) : [`- ${text.none}`]));
  return `${lines.join("\n")}\n`;
}

function planMd(input: PackInput): string {
  const { blueprint, text } = input;
  const { product } = blueprint;
  const performance = blueprint.nonFunctional.filter((item) => item.area === "performance");
  const lines = [
    `# Implementation Plan: ${md(product.name)}`,
    "",
    `**Branch**: \`001-${input.slug}\` | **Date**: ${isoDate(input.generatedAt)} | **Spec**: [spec.md](./spec.md)`,
    "",
    "## Summary",
    "",
    md(product.oneLiner || product.name),
    "",
    "## Technical Context",
    "",
    `**Target Platform**: ${platformNames(input).join(", ") || text.none}`,
    `**Primary Dependencies**: ${
      blueprint.integrations
        .filter((item) => !item.later)
        .map((item) => md(item.name))
        .join(", ") || text.none
    }`,
    `**Performance Goals**: ${performance.map((item) => md(item.requirement)).join("; ") || text.none}`,
    `**Scale/Scope**: ${md(product.scale || text.none)}`,
    "",
    "## Constitution Check",
    "",
    text.constitutionCheck,
    "",
    "## Project Structure",
    "",
    "```text",
    `specs/001-${input.slug}/`,
    "├── spec.md",
    "├── plan.md",
    "├── data-model.md",
    "├── contracts/openapi.yaml",
    "└── tasks.md",
    "```",
    "",
    `## ${text.milestones}`,
    "",
    `| ${text.milestone} | ${text.weeksLabel} | ${text.requirements} | ${text.hours} |`,
    "| --- | --- | --- | --- |",
    ...blueprint.milestones.map(
      (item) =>
        `| ${item.id} ${md(item.name)} | ${item.startWeek}–${item.endWeek} | ${item.requirements.join(", ") || "—"} | ${
          item.estimate.development + item.estimate.qa
        } |`,
    ),
    "",
  ];
  return lines.join("\n");
}

/** The checklist /implement runs: setup, foundation, a phase per user story with its checkpoint, polish. */
function tasksMd(input: PackInput): string {
  const { blueprint, text } = input;
  let next = 1;
  const task = (parallel: boolean, story: number | null, description: string) =>
    `- [ ] T${String(next++).padStart(3, "0")}${parallel ? " [P]" : ""}${story ? ` [US${story}]` : ""} ${description}`;
  const base = `specs/001-${input.slug}`;
  const lines = [
    `# Tasks: ${md(blueprint.product.name)}`,
    "",
    `**Input**: Design documents from \`/${base}/\``,
    "**Prerequisites**: plan.md, spec.md, data-model.md, contracts/",
    "",
    "## Format: `[ID] [P?] [Story] Description`",
    "",
    "## Phase 1: Setup",
    "",
    task(false, null, text.taskSetup),
    task(true, null, fill(text.taskContract, { path: `${base}/contracts/openapi.yaml` })),
    "",
    "## Phase 2: Foundational",
    "",
    ...blueprint.entities.map((entity) => task(true, null, fill(text.taskEntity, { name: entity.name }))),
    task(false, null, text.taskAccess),
    "",
    `**Checkpoint**: ${text.checkpointFoundation}`,
  ];
  const stories = userStories(input);
  stories.forEach(({ story, priority, requirement }, index) => {
    lines.push(
      "",
      `## Phase ${index + 3}: User Story ${story} - ${md(requirement.title)} (Priority: P${priority})${index === 0 ? " 🎯 MVP" : ""}`,
      "",
      `**Goal**: ${md(requirement.description)}`,
      "",
      `**Independent Test**: ${fill(text.independentTest, { id: requirement.id })}`,
      "",
    );
    requirement.acceptanceCriteria.forEach((criterion, criterionIndex) => {
      lines.push(
        task(
          true,
          story,
          fill(text.taskTest, { id: requirement.id, n: criterionIndex + 1, then: md(line(criterion.then)) }),
        ),
      );
    });
    const milestone = milestoneOf(blueprint, requirement.id);
    lines.push(
      task(
        false,
        story,
        `${fill(text.taskImplement, { id: requirement.id, title: md(requirement.title), hours: totalHours(requirement) })}${
          milestone ? ` (${milestone.id})` : ""
        }`,
      ),
      "",
      `**Checkpoint**: ${fill(text.checkpointStory, { story })}`,
    );
  });
  lines.push(
    "",
    `## Phase ${stories.length + 3}: Polish & Cross-Cutting Concerns`,
    "",
    ...blueprint.nonFunctional.map((item) => task(true, null, `${item.id}: ${md(item.requirement)}`)),
    task(false, null, text.taskAcceptance),
    "",
  );
  return lines.join("\n");
}
