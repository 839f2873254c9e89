import type { TRequirement } from "#shared/blueprint/schema";
import {
  agentsMd,
  fill,
  laterOf,
  line,
  milestoneGroups,
  type PackFiles,
  type PackInput,
  PRIORITY_LEVEL,
  rolesOf,
  totalHours,
} from "./common";

/** One task of Taskmaster's tasks.json (its tagged format, `{"master": {"tasks": [...], "metadata": {...}}}`). */
type TaskmasterTask = {
  id: number;
  title: string;
  description: string;
  status: "pending" | "deferred";
  dependencies: number[];
  priority: "high" | "medium" | "low";
  details: string;
  testStrategy: string;
  subtasks: {
    id: number;
    title: string;
    description: string;
    status: "pending" | "deferred";
    dependencies: number[];
    details: string;
  }[];
};

/**
 * A Task Master project (decision 032): `.taskmaster/tasks/tasks.json` in the tagged format (a task
 * per requirement, in build order, each depending on the tasks of the milestone before; Later
 * ones with status "deferred"), the PRD it would parse, and AGENTS.md.
 */
export function taskmasterFiles(input: PackInput): PackFiles {
  return {
    ".taskmaster/tasks/tasks.json": `${JSON.stringify(tasksJson(input), null, 2)}\n`,
    ".taskmaster/docs/prd.txt": prdTxt(input),
    "AGENTS.md": agentsMd(input, [".taskmaster/tasks/tasks.json", ".taskmaster/docs/prd.txt"]),
  };
}

function tasksJson(input: PackInput) {
  const { blueprint, text } = input;
  const tasks: TaskmasterTask[] = [];
  let previous: number[] = [];
  for (const group of milestoneGroups(input)) {
    const ids: number[] = [];
    for (const item of group.requirements) {
      const id = tasks.length + 1;
      ids.push(id);
      tasks.push(task(input, item, id, "pending", previous, group.id ? `${group.id} ${group.name}` : group.name));
    }
    previous = ids;
  }
  for (const item of laterOf(blueprint)) {
    tasks.push(task(input, item, tasks.length + 1, "deferred", [], text.later));
  }
  const stamp = input.generatedAt.toISOString();
  return {
    master: {
      tasks,
      metadata: {
        created: stamp,
        updated: stamp,
        description: fill(text.taskmasterDescription, { product: line(blueprint.product.name) }),
        projectName: line(blueprint.product.name),
        requirements: blueprint.requirements.map((item) => ({
          id: item.id,
          title: line(item.title),
          priority: item.priority,
          task: tasks.find((entry) => entry.title.startsWith(`${item.id}:`))?.id ?? null,
          hours: { development: item.estimate.development, qa: item.estimate.qa, total: totalHours(item) },
        })),
        totalHours: blueprint.requirements
          .filter((item) => item.priority !== "later")
          .reduce((sum, item) => sum + totalHours(item), 0),
      },
    },
  };
}

function task(
  input: PackInput,
  item: TRequirement,
  id: number,
  status: TaskmasterTask["status"],
  dependencies: number[],
  milestone: string,
): TaskmasterTask {
  const { text } = input;
  const roles = rolesOf(input.blueprint, item);
  return {
    id,
    title: `${item.id}: ${line(item.title)}`,
    description: line(item.description),
    status,
    dependencies,
    priority: PRIORITY_LEVEL[item.priority],
    details: [
      `${text.priorityLabel}: ${text.priority[item.priority]}`,
      `${text.milestone}: ${line(milestone)}`,
      ...(roles.length > 0 ? [`${text.roles}: ${roles.join(", ")}`] : []),
      ...(item.entities.length > 0 ? [`${text.records}: ${item.entities.join(", ")}`] : []),
      fill(text.estimate, { hours: totalHours(item) }),
      `${text.why}: ${line(item.rationale)}`,
    ].join("\n"),
    testStrategy: item.acceptanceCriteria
      .map(
        (criterion, index) =>
          `${index + 1}. Given ${line(criterion.given)}, when ${line(criterion.when)}, then ${line(criterion.then)}`,
      )
      .join("\n"),
    subtasks: item.acceptanceCriteria.map((criterion, index) => ({
      id: index + 1,
      title: fill(text.subtaskTitle, { id: item.id, n: index + 1 }),
      description: line(criterion.then),
      status,
      dependencies: [],
      details: `Given ${line(criterion.given)}, when ${line(criterion.when)}, then ${line(criterion.then)}`,
    })),
  };
}

/** The PRD in Task Master's template order, as plain text. */
function prdTxt(input: PackInput): string {
  const { blueprint, text } = input;
  const { product } = blueprint;
  const groups = milestoneGroups(input);
  const lines = [
    "<context>",
    `# Overview`,
    line(product.oneLiner || product.name),
    ...(product.problem ? [line(product.problem)] : []),
    ...(product.audience ? [`${text.audience}: ${line(product.audience)}`] : []),
    "",
    "# Core Features",
    ...groups.flatMap((group) =>
      group.requirements.map(
        (item) => `- ${item.id} ${line(item.title)} (${text.priority[item.priority]}): ${line(item.description)}`,
      ),
    ),
    "",
    "# User Experience",
    ...blueprint.roles.map((role) => `- ${line(role.name)}${role.permissions ? `: ${line(role.permissions)}` : ""}`),
    ...blueprint.workflows.map(
      (flow) => `- ${line(flow.name)}: ${flow.steps.map((step) => line(step.text)).join(" → ")}`,
    ),
    "</context>",
    "<PRD>",
    "# Technical Architecture",
    ...blueprint.entities.map((entity) => `- ${entity.name}: ${entity.fields.map((field) => field.key).join(", ")}`),
    ...blueprint.integrations.filter((item) => !item.later).map((item) => `- ${line(item.name)}`),
    ...blueprint.nonFunctional.map((item) => `- ${item.id}: ${line(item.requirement)}`),
    "",
    "# Development Roadmap",
    ...groups.map(
      (group) =>
        `- ${group.id ? `${group.id} ` : ""}${line(group.name)}${group.weeks ? ` (${group.weeks})` : ""}: ${group.requirements
          .map((item) => item.id)
          .join(", ")}`,
    ),
    ...(laterOf(blueprint).length > 0
      ? [
          `- ${text.later}: ${laterOf(blueprint)
            .map((item) => `${item.id} ${line(item.title)}`)
            .join("; ")}`,
        ]
      : []),
    "",
    "# Logical Dependency Chain",
    text.dependencyChain,
    "",
    "# Risks and Mitigations",
    ...(blueprint.risks.length > 0 ? blueprint.risks.map((item) => `- ${line(item)}`) : [text.none]),
    "",
    "# Appendix",
    ...product.successMetrics.map((item) => `- ${line(item)}`),
    ...blueprint.assumptions.map((item) => `- ${line(item)}`),
    "</PRD>",
    "",
  ];
  return lines.join("\n");
}
