import { evalWriter } from "../tests/corpus/eval-writer";
import { evaluateCorpus, formatEvaluation, formatSummary } from "../tests/corpus/evaluate";
import { firstSightSets, loadFirstSight, recordBatch, recordedScores } from "../tests/corpus/first-sight";
import { loadCorpus } from "../tests/corpus/load-corpus";
import { summarize } from "../tests/corpus/score";

/**
 * `npm run eval:analyzer`: how well the blueprint reads founders' answers, on the corpus in
 * tests/corpus/sets (precision, recall and F1 per field, then every miss). It prints first the
 * first-sight figures (each set as the reader scored it before any change the set led to, kept in
 * tests/corpus/first-sight.json), then the same sets now, then every set now. Without OPENAI_* it
 * measures the offline analyzer; with them the configured model. `EVAL_ONLY=de-` limits it to the
 * sets whose id starts so; `EVAL_MISSES=0` prints the figures only; `EVAL_RECORD=<batch>` records
 * the sets that have no first-sight scores yet as a new batch (on a clean reader only).
 */
const writer = evalWriter(process.env);
const only = process.env.EVAL_ONLY ?? "";
const sets = loadCorpus().filter((set) => set.id.startsWith(only));
console.log(
  `Evaluating ${writer.kind === "offline" ? "the offline analyzer" : `the model ${writer.modelName}`} on ${sets.length} answer sets`,
);
const evaluation = await evaluateCorpus(writer, sets);
const record = process.env.EVAL_RECORD;
if (record && writer.kind === "offline") {
  const batch = recordBatch(record, evaluation.scores);
  console.log(
    `Recorded first sight of ${Object.keys(batch.sets).length} sets as batch ${batch.name} (${batch.commit})`,
  );
}
const firstSight = loadFirstSight();
const known = firstSightSets(firstSight);
if (known.size > 0 && writer.kind === "offline") {
  const ids = new Set(sets.map((set) => set.id));
  for (const batch of firstSight.batches) {
    const recorded = recordedScores(firstSight, batch.name).filter((score) => ids.has(score.id));
    if (recorded.length === 0) continue;
    const now = evaluation.scores.filter((score) => batch.sets[score.id]);
    console.log(`\nFirst sight of batch ${batch.name}: ${recorded.length} sets, scored at ${batch.commit.slice(0, 7)}`);
    console.log(formatSummary(summarize(recorded)).join("\n"));
    console.log(`\nThe same ${now.length} sets now`);
    console.log(formatSummary(summarize(now)).join("\n"));
  }
  const all = recordedScores(firstSight).filter((score) => ids.has(score.id));
  if (firstSight.batches.length > 1 && all.length > 0) {
    console.log(`\nFirst sight of every batch: ${all.length} sets`);
    console.log(formatSummary(summarize(all)).join("\n"));
  }
  const fitted = evaluation.scores.filter((score) => firstSight.fitted.includes(score.id));
  if (fitted.length > 0) {
    console.log(`\nThe ${fitted.length} sets the reader was fixed on, now`);
    console.log(formatSummary(summarize(fitted)).join("\n"));
  }
  console.log(`\nEvery set now (${sets.length})`);
}
console.log(formatEvaluation(evaluation, { misses: process.env.EVAL_MISSES !== "0" }));
if (evaluation.failures.length > 0) process.exitCode = 1;
