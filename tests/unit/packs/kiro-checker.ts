/**
 * What Kiro reads in a spec: requirements.md's headings and numbered EARS criteria, and tasks.md's
 * checklist (`- [ ] 1.` tasks, `- [ ] 1.1` sub-tasks, `_Requirements: 2.1, 2.3_` on each). Kiro
 * drops its per-task buttons on a malformed checklist, so any line that looks like a checkbox but
 * is not one, a gap in the numbering or a reference to no criterion is a problem.
 */

export type KiroRequirements = { numbers: Map<number, { title: string; criteria: number }>; problems: string[] };

const EARS = /^(\d+)\. (?:WHEN .+?,? THE .+? SHALL .+|IF .+?,? THEN THE .+? SHALL .+)$/;

export function readKiroRequirements(text: string): KiroRequirements {
  const lines = text.split("\n");
  const problems: string[] = [];
  const numbers = new Map<number, { title: string; criteria: number }>();
  if (lines[0] !== "# Requirements Document")
    problems.push("requirements.md does not start with # Requirements Document");
  if (!lines.includes("## Introduction")) problems.push("requirements.md has no ## Introduction");
  let current: number | null = null;
  let inCriteria = false;
  for (const [index, line] of lines.entries()) {
    const heading = /^### Requirement (\d+): (.+)$/.exec(line);
    if (heading) {
      current = Number(heading[1]);
      if (numbers.has(current)) problems.push(`Requirement ${current} appears twice`);
      numbers.set(current, { title: heading[2] ?? "", criteria: 0 });
      inCriteria = false;
      continue;
    }
    if (/^#{1,3} /.test(line)) {
      current = null;
      inCriteria = false;
      continue;
    }
    if (line === "#### Acceptance Criteria") {
      if (current === null) problems.push(`line ${index + 1}: Acceptance Criteria outside a requirement`);
      inCriteria = true;
      continue;
    }
    if (inCriteria && current !== null && /^\d+\./.test(line)) {
      const entry = numbers.get(current);
      const match = EARS.exec(line);
      if (!match || !entry) {
        problems.push(`line ${index + 1}: not an EARS criterion: ${line.slice(0, 80)}`);
        continue;
      }
      if (Number(match[1]) !== entry.criteria + 1) problems.push(`line ${index + 1}: criterion numbered out of order`);
      entry.criteria += 1;
    }
  }
  for (const [n, entry] of numbers) {
    if (entry.criteria === 0) problems.push(`Requirement ${n} has no acceptance criteria`);
  }
  if (numbers.size === 0) problems.push("requirements.md has no ### Requirement N");
  return { numbers, problems };
}

export type KiroTask = { number: string; title: string; requirements: string[] };

const CHECKBOX_LIKE = /^\s*[-*+]\s*\[/;
const TASK = /^( *)- \[([ x-])\] (\d+)(?:\.(\d+))?(\.?) (\S.*)$/;

/** The tasks of tasks.md with the criteria each cites, and what Kiro would misread. */
export function readKiroTasks(text: string, requirements: KiroRequirements): { tasks: KiroTask[]; problems: string[] } {
  const problems: string[] = [];
  const tasks: KiroTask[] = [];
  let top = 0;
  let sub = 0;
  for (const [index, line] of text.split("\n").entries()) {
    const where = `tasks.md line ${index + 1}`;
    if (CHECKBOX_LIKE.test(line)) {
      const match = TASK.exec(line);
      if (!match) {
        problems.push(`${where}: malformed checkbox: ${line.trim().slice(0, 60)}`);
        continue;
      }
      const [, indent = "", , major, minor, dot, title = ""] = match;
      if (minor === undefined) {
        if (indent !== "" || dot !== ".")
          problems.push(`${where}: a task is "- [ ] N. title" at the start of the line`);
        top += 1;
        sub = 0;
        if (Number(major) !== top) problems.push(`${where}: task ${major} should be ${top}`);
      } else {
        if (indent.length !== 2 || dot !== "") problems.push(`${where}: a sub-task is "  - [ ] N.M title"`);
        sub += 1;
        if (Number(major) !== top || Number(minor) !== sub)
          problems.push(`${where}: sub-task ${major}.${minor} should be ${top}.${sub}`);
      }
      tasks.push({ number: minor === undefined ? `${major}` : `${major}.${minor}`, title, requirements: [] });
      continue;
    }
    const refs = /^\s+- _Requirements: ([^_]+)_$/.exec(line);
    if (refs) {
      const task = tasks.at(-1);
      if (!task) {
        problems.push(`${where}: _Requirements_ before any task`);
        continue;
      }
      task.requirements.push(...(refs[1] ?? "").split(",").map((ref) => ref.trim()));
    } else if (/_Requirements:/.test(line)) {
      problems.push(`${where}: malformed _Requirements:_ line`);
    }
  }
  for (const task of tasks) {
    if (task.requirements.length === 0) problems.push(`task ${task.number} cites no requirement`);
    for (const ref of task.requirements) {
      const [n, m] = ref.split(".").map(Number);
      const target = requirements.numbers.get(n ?? Number.NaN);
      if (!target || m === undefined || !(m >= 1 && m <= target.criteria)) {
        problems.push(`task ${task.number} cites ${ref}, which is no criterion of requirements.md`);
      }
    }
  }
  if (tasks.length === 0) problems.push("tasks.md has no tasks");
  return { tasks, problems };
}

/** Every requirement of requirements.md is cited by at least one task. */
export function uncitedKiroRequirements(requirements: KiroRequirements, tasks: KiroTask[]): number[] {
  const cited = new Set(tasks.flatMap((task) => task.requirements.map((ref) => Number(ref.split(".")[0]))));
  return [...requirements.numbers.keys()].filter((n) => !cited.has(n));
}
