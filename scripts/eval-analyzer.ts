import { evaluateCorpus, formatEvaluation } from "../tests/corpus/evaluate";
import { loadCorpus } from "../tests/corpus/load-corpus";
import { createWriter } from "../worker/adapters/writer/create-writer";
import { parseConfig } from "../worker/config/config";
import { createLogger } from "../worker/logging/logger";

/**
 * `npm run eval:analyzer`: how well the blueprint reads founders' answers, on the corpus in
 * tests/corpus/sets (precision, recall and F1 per field, then every miss). Without OPENAI_* it
 * measures the offline analyzer; with them the configured model, so the two can be compared on
 * the same answers. `EVAL_ONLY=de-` limits it to the sets whose id starts so; `EVAL_MISSES=0`
 * prints the figures only.
 */
const config = parseConfig({
  NODE_ENV: "development",
  // Unused by the writer; the configuration insists on one outside the server.
  JWT_SECRET: "eval-analyzer-does-not-sign-anything-0000",
  OPENAI_API_KEY: process.env.OPENAI_API_KEY,
  OPENAI_BASE_URL: process.env.OPENAI_BASE_URL,
  OPENAI_MODEL: process.env.OPENAI_MODEL,
  OPENAI_API_STYLE: process.env.OPENAI_API_STYLE,
  LOG_LEVEL: "error",
});
const writer = createWriter(config, createLogger(config.logLevel));
const only = process.env.EVAL_ONLY ?? "";
const sets = loadCorpus().filter((set) => set.id.startsWith(only));
console.log(
  `Evaluating ${writer.kind === "offline" ? "the offline analyzer" : `the model ${writer.modelName}`} on ${sets.length} answer sets`,
);
const evaluation = await evaluateCorpus(writer, sets);
console.log(formatEvaluation(evaluation, { misses: process.env.EVAL_MISSES !== "0" }));
if (evaluation.failures.length > 0) process.exitCode = 1;
