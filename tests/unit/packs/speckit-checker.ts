/**
 * What Spec Kit's commands read: spec.md's user stories (P1-P3), Given/When/Then scenarios and
 * `**FR-n**:` lines; tasks.md's checklist `- [ ] T001 [P] [US1] description`, phases and
 * checkpoints, with every [USn] a story of spec.md and a story phase holding only its own tasks.
 */

export type SpecKitSpec = { stories: Map<number, number>; requirements: string[]; problems: string[] };

export function readSpecKitSpec(text: string): SpecKitSpec {
  const problems: string[] = [];
  const stories = new Map<number, number>();
  const requirements: string[] = [];
  let story: number | null = null;
  let scenarios = 0;
  let lastPriority = 1;
  const closeStory = () => {
    if (story !== null && scenarios === 0) problems.push(`User Story ${story} has no acceptance scenario`);
  };
  for (const [index, line] of text.split("\n").entries()) {
    const where = `spec.md line ${index + 1}`;
    const heading = /^### User Story (\d+) - (.+) \(Priority: P(\d)\)$/.exec(line);
    if (heading) {
      closeStory();
      story = Number(heading[1]);
      scenarios = 0;
      const priority = Number(heading[3]);
      if (story !== stories.size + 1) problems.push(`${where}: User Story ${story} should be ${stories.size + 1}`);
      if (priority < 1 || priority > 3) problems.push(`${where}: priority P${priority} is not P1-P3`);
      if (priority < lastPriority) problems.push(`${where}: stories are not in priority order`);
      lastPriority = priority;
      stories.set(story, priority);
      continue;
    }
    if (/^#{1,3} /.test(line) && !line.startsWith("### User Story")) {
      closeStory();
      story = null;
    }
    if (story !== null && /^\d+\. /.test(line)) {
      if (/^\d+\. \*\*Given\*\* .+, \*\*When\*\* .+, \*\*Then\*\* .+$/.test(line)) scenarios += 1;
      else problems.push(`${where}: scenario is not **Given** …, **When** …, **Then** …`);
    }
    if (line.startsWith("- **FR")) {
      const fr = /^- \*\*(FR-\d+)\*\*: \S.+$/.exec(line);
      if (!fr?.[1]) problems.push(`${where}: malformed functional requirement`);
      else if (requirements.includes(fr[1])) problems.push(`${where}: ${fr[1]} twice`);
      else requirements.push(fr[1]);
    }
  }
  closeStory();
  if (stories.size === 0) problems.push("spec.md has no user story");
  if (requirements.length === 0) problems.push("spec.md has no **FR-n** line");
  for (const heading of [
    "## User Scenarios & Testing",
    "### Functional Requirements",
    "### Key Entities",
    "## Success Criteria",
  ]) {
    if (!text.split("\n").some((line) => line.startsWith(heading))) problems.push(`spec.md has no ${heading}`);
  }
  return { stories, requirements, problems };
}

export type SpecKitTask = { id: number; parallel: boolean; story: number | null; description: string; phase: string };

const TASK = /^- \[[ xX]\] T(\d{3})( \[P\])?( \[US(\d+)\])? (\S.*)$/;

export function readSpecKitTasks(text: string, spec: SpecKitSpec): { tasks: SpecKitTask[]; problems: string[] } {
  const problems: string[] = [];
  const tasks: SpecKitTask[] = [];
  let phase = "";
  let phaseStory: number | null = null;
  const checkpoints: string[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    const where = `tasks.md line ${index + 1}`;
    const heading = /^## (Phase \d+: .+)$/.exec(line);
    if (heading?.[1]) {
      phase = heading[1];
      const story = /User Story (\d+)/.exec(phase);
      phaseStory = story ? Number(story[1]) : null;
      if (phaseStory !== null && !spec.stories.has(phaseStory))
        problems.push(`${where}: no User Story ${phaseStory} in spec.md`);
      continue;
    }
    if (line.startsWith("**Checkpoint**")) checkpoints.push(phase);
    if (!/^\s*[-*+]\s*\[/.test(line)) continue;
    const match = TASK.exec(line);
    if (!match) {
      problems.push(`${where}: not "- [ ] T001 [P] [US1] description": ${line.slice(0, 60)}`);
      continue;
    }
    const id = Number(match[1]);
    const story = match[4] ? Number(match[4]) : null;
    if (id !== tasks.length + 1)
      problems.push(`${where}: T${match[1]} should be T${String(tasks.length + 1).padStart(3, "0")}`);
    if (!phase) problems.push(`${where}: a task outside any phase`);
    if (story !== null && !spec.stories.has(story)) problems.push(`${where}: [US${story}] is no story of spec.md`);
    if (story !== phaseStory)
      problems.push(
        `${where}: [US${story ?? "-"}] in the phase of ${phaseStory === null ? "no story" : `US${phaseStory}`}`,
      );
    tasks.push({ id, parallel: Boolean(match[2]), story, description: match[5] ?? "", phase });
  }
  for (const story of spec.stories.keys()) {
    if (!tasks.some((task) => task.story === story)) problems.push(`User Story ${story} has no task`);
    if (!checkpoints.some((item) => new RegExp(`User Story ${story}\\b`).test(item))) {
      problems.push(`User Story ${story} has no checkpoint`);
    }
  }
  return { tasks, problems };
}
