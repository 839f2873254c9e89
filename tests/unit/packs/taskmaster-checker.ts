import { z } from "zod";

/** Task Master's tagged tasks.json, as its commands load it (a tag, here "master", holding tasks and metadata). */
const ZStatus = z.enum(["pending", "in-progress", "done", "review", "deferred", "cancelled"]);
const ZSubtask = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string(),
  status: ZStatus,
  dependencies: z.array(z.number().int()),
  details: z.string(),
});
const ZTask = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string(),
  status: ZStatus,
  dependencies: z.array(z.number().int().positive()),
  priority: z.enum(["high", "medium", "low"]),
  details: z.string(),
  testStrategy: z.string(),
  subtasks: z.array(ZSubtask),
});
export const ZTaskmasterFile = z.object({
  master: z.object({
    tasks: z.array(ZTask).min(1),
    metadata: z.object({
      created: z.iso.datetime(),
      updated: z.iso.datetime(),
      description: z.string(),
      requirements: z.array(
        z.object({
          id: z.string().regex(/^FR-\d+$/),
          title: z.string(),
          priority: z.enum(["must", "should", "could", "later"]),
          hours: z.object({ development: z.number(), qa: z.number(), total: z.number() }),
        }),
      ),
    }),
  }),
});
export type TTaskmasterFile = z.infer<typeof ZTaskmasterFile>;

/** The file read as Task Master reads it: the schema, unique ids, dependencies that resolve and never loop. */
export function checkTaskmaster(json: string): { file: TTaskmasterFile | null; problems: string[] } {
  const parsed = ZTaskmasterFile.safeParse(JSON.parse(json));
  if (!parsed.success)
    return { file: null, problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
  const problems: string[] = [];
  const tasks = parsed.data.master.tasks;
  const ids = new Set(tasks.map((task) => task.id));
  if (ids.size !== tasks.length) problems.push("task ids repeat");
  for (const task of tasks) {
    for (const dep of task.dependencies) {
      if (!ids.has(dep)) problems.push(`task ${task.id} depends on ${dep}, which is no task`);
      if (dep === task.id) problems.push(`task ${task.id} depends on itself`);
    }
    const subIds = new Set(task.subtasks.map((sub) => sub.id));
    if (subIds.size !== task.subtasks.length) problems.push(`task ${task.id}: subtask ids repeat`);
    for (const sub of task.subtasks) {
      for (const dep of sub.dependencies)
        if (!subIds.has(dep)) problems.push(`subtask ${task.id}.${sub.id} depends on ${dep}`);
    }
  }
  const visiting = new Set<number>();
  const done = new Set<number>();
  const visit = (id: number): boolean => {
    if (done.has(id)) return false;
    if (visiting.has(id)) return true;
    visiting.add(id);
    const loops = (tasks.find((task) => task.id === id)?.dependencies ?? []).some(visit);
    visiting.delete(id);
    done.add(id);
    return loops;
  };
  if (tasks.some((task) => visit(task.id))) problems.push("dependencies loop");
  return { file: parsed.data, problems };
}
