import { composeDeck } from "#engine";
import type { WriterPort } from "#worker/ports";
import { readMoney } from "./read-money";
import type { TCorpusSet } from "./schema";
import { type SetScore, type Summary, scoreSet, summarize } from "./score";

export type Evaluation = { scores: SetScore[]; summary: Summary; failures: { id: string; error: string }[] };

/**
 * The corpus read by a writer as a founder's definition is: the features it suggests, accepted in
 * its order (what a founder who confirms the offer sends back), then the blueprint, in the
 * language the founder writes. A set the writer fails on is a failure, not a zero.
 */
export async function evaluateCorpus(writer: WriterPort, sets: readonly TCorpusSet[]): Promise<Evaluation> {
  const scores: SetScore[] = [];
  const failures: Evaluation["failures"] = [];
  for (const set of sets) {
    try {
      const features = await writer.suggestFeatures(set.answers, set.language);
      const { blueprint } = await writer.buildBlueprint({ answers: set.answers, features, language: set.language });
      const readings = { money: readMoney(blueprint), deck: composeDeck(blueprint, new Date("2026-12-01T00:00:00Z")) };
      scores.push(scoreSet(set, blueprint, readings));
    } catch (error) {
      failures.push({ id: set.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { scores, summary: summarize(scores), failures };
}

const pct = (value: number | undefined) => (value === undefined ? "    " : `${(value * 100).toFixed(0).padStart(3)}%`);

/** The figures per field of a summary, one line each. */
export function formatSummary(summary: Summary): string[] {
  const lines = ["field              precision  recall     F1   rate     n"];
  for (const [field, value] of Object.entries(summary)) {
    lines.push(
      `${field.padEnd(18)} ${pct(value.precision).padStart(9)} ${pct(value.recall).padStart(7)} ${pct(value.f1).padStart(6)} ${pct(value.rate).padStart(6)} ${String(value.n).padStart(5)}`,
    );
  }
  return lines;
}

/** The figures per field, then every miss per set. */
export function formatEvaluation(evaluation: Evaluation, options: { misses: boolean } = { misses: true }): string {
  const lines = formatSummary(evaluation.summary);
  if (evaluation.failures.length > 0) {
    lines.push("", `FAILED on ${evaluation.failures.length} set(s):`);
    for (const failure of evaluation.failures) lines.push(`  ${failure.id}: ${failure.error.slice(0, 300)}`);
  }
  if (options.misses) {
    for (const score of evaluation.scores) {
      if (score.misses.length === 0) continue;
      lines.push("", `${score.id}:`, ...score.misses.map((miss) => `  - ${miss}`));
    }
  }
  return lines.join("\n");
}
