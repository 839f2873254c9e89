import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { FieldScores, SetScore } from "./score";

/**
 * First sight: each set's scores from the first time the reader met it, before any change it led
 * to. They are recorded once, by `EVAL_RECORD=<batch> npm run eval:analyzer` on a clean checkout
 * of the reader, and never again: a set's later scores show what was fixed, its first-sight scores
 * whether the reader generalizes (CONVENTIONS.md, "Tests"). The first 42 sets were written and
 * fixed together, so they have none.
 */

const FILE = join(import.meta.dirname, "first-sight.json");

const ZFields = z.record(
  z.string(),
  z.union([
    z.object({ tp: z.number(), predicted: z.number(), truth: z.number() }),
    z.object({ hits: z.number(), total: z.number() }),
  ]),
);
const ZBatch = z.object({
  name: z.string().min(1),
  /** The commit whose reader scored the batch. */
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  date: z.string(),
  sets: z.record(z.string(), z.object({ fields: ZFields, misses: z.array(z.string()) })),
});
const ZFirstSight = z.object({
  /** The sets written and fixed together before first sight was kept: scored only as they are now. */
  fitted: z.array(z.string()),
  batches: z.array(ZBatch),
});
export type TFirstSight = z.infer<typeof ZFirstSight>;
export type TBatch = z.infer<typeof ZBatch>;

export function loadFirstSight(): TFirstSight {
  try {
    return ZFirstSight.parse(JSON.parse(readFileSync(FILE, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { fitted: [], batches: [] };
    throw error;
  }
}

/** Every set that has a first-sight record, with the batch it came in. */
export function firstSightSets(record: TFirstSight): Map<string, TBatch> {
  const out = new Map<string, TBatch>();
  for (const batch of record.batches) for (const id of Object.keys(batch.sets)) out.set(id, batch);
  return out;
}

/** The recorded scores of a batch (or of every batch), as set scores to summarize. */
export function recordedScores(record: TFirstSight, batch?: string): SetScore[] {
  return record.batches
    .filter((item) => batch === undefined || item.name === batch)
    .flatMap((item) =>
      Object.entries(item.sets).map(([id, set]) => ({ id, fields: set.fields as FieldScores, misses: set.misses })),
    );
}

/**
 * Records the scores of the sets that have none as a new batch. Refuses when the reader differs
 * from its commit: a first sight scored by uncommitted code could not be reproduced.
 */
export function recordBatch(name: string, scores: readonly SetScore[]): TBatch {
  const dirty = execFileSync("git", ["status", "--porcelain", "--", "worker", "shared"], { encoding: "utf8" }).trim();
  if (dirty) throw new Error(`the reader has uncommitted changes; commit or stash them first:\n${dirty}`);
  const record = loadFirstSight();
  if (record.batches.some((batch) => batch.name === name)) throw new Error(`batch ${name} is already recorded`);
  const known = firstSightSets(record);
  const fresh = scores.filter((score) => !known.has(score.id) && !record.fitted.includes(score.id));
  if (fresh.length === 0) throw new Error("every set already has a first-sight record");
  const batch: TBatch = {
    name,
    commit: execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim(),
    date: new Date().toISOString().slice(0, 10),
    sets: Object.fromEntries(fresh.map((score) => [score.id, { fields: score.fields, misses: score.misses }])),
  };
  record.batches.push(batch);
  writeFileSync(FILE, `${JSON.stringify(record, null, 2)}\n`);
  return batch;
}
