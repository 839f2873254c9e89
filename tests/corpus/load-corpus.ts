import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type TCorpusSet, ZCorpusSet } from "./schema";

const SETS_DIR = join(import.meta.dirname, "sets");

/** What is wrong with a set beyond its shape: names that refer to nothing, answers on the wrong branch. */
export function corpusProblems(set: TCorpusSet): string[] {
  const problems: string[] = [];
  const { truth, answers } = set;
  const key = (text: string) => text.toLowerCase();
  const records = new Set(truth.records.map((record) => key(record.name)));
  const roles = new Set(truth.roles.map((role) => key(role.name)));
  for (const record of truth.records) {
    for (const link of record.links)
      if (!records.has(key(link))) problems.push(`record ${record.name} links to unknown record ${link}`);
    if (record.statusValues && record.statusValues.length < 2)
      problems.push(`record ${record.name}: a status needs at least two values`);
  }
  if (truth.tenant && !records.has(key(truth.tenant))) problems.push(`tenant ${truth.tenant} is not in records`);
  for (const flow of truth.workflows) {
    for (const step of flow.steps) {
      if (step.who && !roles.has(key(step.who))) problems.push(`workflow ${flow.title}: unknown role ${step.who}`);
      if (step.record && !records.has(key(step.record)))
        problems.push(`workflow ${flow.title}: unknown record ${step.record}`);
    }
  }
  const required = ["q1", "q2", "q6", "q7", "q8", "q9", "q10", "q11", "q13", "q16", "q17", "q18"] as const;
  for (const id of required) if (!answers[id]) problems.push(`answer ${id} is missing`);
  const yes = /^(?:yes|y|ja|j|s[ií]|si|oui|o)$/i.test((answers.q18 ?? "").trim());
  const followUps = (["q18a", "q18b", "q18c"] as const).filter((id) => answers[id]);
  if (!yes && followUps.length > 0) problems.push("q18a-c are answered only after a yes to q18");
  for (const [id, text] of Object.entries(answers))
    if ([...text].length > 300) problems.push(`answer ${id} is longer than 300 characters`);
  return problems;
}

/** Every set of the corpus, checked; throws naming the file and what is wrong. */
export function loadCorpus(): TCorpusSet[] {
  const files = readdirSync(SETS_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort();
  return files.map((file) => {
    const raw: unknown = JSON.parse(readFileSync(join(SETS_DIR, file), "utf8"));
    const parsed = ZCorpusSet.safeParse(raw);
    if (!parsed.success)
      throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    if (`${parsed.data.id}.json` !== file) throw new Error(`${file}: its id is ${parsed.data.id}`);
    const problems = corpusProblems(parsed.data);
    if (problems.length > 0) throw new Error(`${file}: ${problems.join("; ")}`);
    return parsed.data;
  });
}
