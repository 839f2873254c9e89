import { evalWriter } from "../tests/corpus/eval-writer";
import { evaluateCorpus, formatEvaluation } from "../tests/corpus/evaluate";
import { loadCorpus } from "../tests/corpus/load-corpus";

/**
 * `npm run eval:analyzer`: how well the blueprint reads founders' answers, on the corpus in
 * tests/corpus/sets (precision, recall and F1 per field, then every miss). Without OPENAI_* it
 * measures the offline analyzer; with them the configured model, so the two can be compared on
 * the same answers. `EVAL_ONLY=de-` limits it to the sets whose id starts so; `EVAL_MISSES=0`
 * prints the figures only.
 */
const writer = evalWriter(process.env);
const only = process.env.EVAL_ONLY ?? "";
const sets = loadCorpus().filter((set) => set.id.startsWith(only));
console.log(
  `Evaluating ${writer.kind === "offline" ? "the offline analyzer" : `the model ${writer.modelName}`} on ${sets.length} answer sets`,
);
const evaluation = await evaluateCorpus(writer, sets);
console.log(formatEvaluation(evaluation, { misses: process.env.EVAL_MISSES !== "0" }));
if (evaluation.failures.length > 0) process.exitCode = 1;
