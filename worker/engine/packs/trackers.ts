import type { TRequirement } from "#shared/blueprint/schema";
import { fill, line, milestoneOf, type PackInput, totalHours, versionOneInOrder } from "./common";
import { csv } from "./csv";

/** Jira's CSV importer: its field names (no punctuation in the header), one column per label. */
export const JIRA_HEADER = [
  "Summary",
  "Issue Type",
  "Priority",
  "Description",
  "Original Estimate",
  "Fix Version",
  "Labels",
  "Labels",
  "Labels",
] as const;

/** Linear's CSV importer: the columns of its own export that it maps back. */
export const LINEAR_HEADER = [
  "Title",
  "Description",
  "Status",
  "Priority",
  "Estimate",
  "Labels",
  "Project Milestone",
] as const;

const JIRA_PRIORITY = { must: "High", should: "Medium", could: "Low", later: "Lowest" } as const;
const LINEAR_PRIORITY = { must: "High", should: "Medium", could: "Low", later: "No priority" } as const;

/** A label a tracker accepts (no spaces): "must", "capability", "m2". */
function label(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** The description a tracker shows: what it is, its criteria as Given/When/Then, its estimate and milestone. */
export function trackerDescription(input: PackInput, item: TRequirement, style: "jira" | "markdown"): string {
  const { text } = input;
  const heading = (value: string) => (style === "jira" ? `h3. ${value}` : `### ${value}`);
  const bold = (value: string) => (style === "jira" ? `*${value}*` : `**${value}**`);
  const milestone = milestoneOf(input.blueprint, item.id);
  return [
    line(item.description),
    "",
    heading(text.acceptanceCriteria),
    ...item.acceptanceCriteria.map(
      (criterion, index) =>
        `${style === "jira" ? "#" : `${index + 1}.`} ${bold("Given")} ${line(criterion.given)}, ${bold("When")} ${line(criterion.when)}, ${bold("Then")} ${line(criterion.then)}`,
    ),
    "",
    `${text.priorityLabel}: ${text.priority[item.priority]}`,
    fill(text.estimateSplit, {
      hours: totalHours(item),
      development: item.estimate.development,
      qa: item.estimate.qa,
    }),
    ...(milestone ? [`${text.milestone}: ${milestone.id} ${line(milestone.name)}`] : []),
  ].join("\n");
}

/** The milestone as a tracker names it: "M2 Foundation". */
function milestoneName(input: PackInput, item: TRequirement): string {
  const milestone = milestoneOf(input.blueprint, item.id);
  return milestone ? `${milestone.id} ${line(milestone.name)}` : "";
}

export function jiraCsv(input: PackInput): string {
  return csv(
    JIRA_HEADER,
    versionOneInOrder(input.blueprint).map((item) => [
      `${item.id} ${line(item.title)}`,
      "Story",
      JIRA_PRIORITY[item.priority],
      trackerDescription(input, item, "jira"),
      totalHours(item) * 3600,
      milestoneName(input, item),
      label(item.priority),
      label(item.kind),
      label(milestoneOf(input.blueprint, item.id)?.id ?? "v1"),
    ]),
  );
}

/** Linear estimates in points: hours to the nearest step of its Fibonacci scale (the hours stay in the description). */
export function linearPoints(hours: number): number {
  const steps = [1, 2, 3, 5, 8, 13, 21];
  const limits = [4, 8, 16, 32, 64, 128];
  const index = limits.findIndex((limit) => hours <= limit);
  return steps[index === -1 ? steps.length - 1 : index] ?? 21;
}

export function linearCsv(input: PackInput): string {
  return csv(
    LINEAR_HEADER,
    versionOneInOrder(input.blueprint).map((item) => [
      `${item.id} ${line(item.title)}`,
      trackerDescription(input, item, "markdown"),
      "Backlog",
      LINEAR_PRIORITY[item.priority],
      linearPoints(totalHours(item)),
      [label(item.priority), label(item.kind)].join(","),
      milestoneName(input, item),
    ]),
  );
}
