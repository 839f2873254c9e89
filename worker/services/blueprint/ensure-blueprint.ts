import { asc, desc, eq, sql } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blueprintCorrections, blueprints } from "#db/schema/index";
import { applyCorrections, type TCorrection } from "#shared/blueprint/corrections";
import type { TBlueprint } from "#shared/blueprint/schema";
import { AppError } from "#shared/errors/app-error";
import type { TLanguage } from "#shared/schemas/settings";
import type { Answers, ServiceContext } from "#worker/ports";
import { answersHash } from "./answers-hash";
import { storedBlueprint } from "./stored-blueprint";

export type BlueprintRow = typeof blueprints.$inferSelect;

/** The newest blueprint of a definition, if it has one. */
export async function latestBlueprint(
  db: ServiceContext["db"] | DbTransaction,
  definitionId: string,
): Promise<BlueprintRow | undefined> {
  const [row] = await db
    .select()
    .from(blueprints)
    .where(eq(blueprints.definitionId, definitionId))
    .orderBy(desc(blueprints.version))
    .limit(1);
  return row;
}

/**
 * The blueprint a generation renders from: the newest one when it was built from these answers,
 * features and language (a founder's correction keeps the hash of the version it corrected, so it
 * stays current until the answers change), otherwise a new version built by the writer (offline
 * analyzer or LLM).
 * Whichever writer built it, the founder's corrections are applied again on top (decision 031);
 * the row records how many applied and lists those that no longer do.
 * The writer is asked outside any transaction; two generations racing to build the same version
 * both succeed, and the second uses the first one's.
 */
export async function ensureBlueprint(
  ctx: ServiceContext,
  definitionId: string,
  input: { answers: Answers; features: readonly string[]; language: TLanguage; abortSignal?: AbortSignal },
): Promise<BlueprintRow> {
  const hash = await answersHash(input.answers, input.features, input.language);
  const latest = await latestBlueprint(ctx.db, definitionId);
  // A blueprint stored in an older shape is read in today's (stored-blueprint.ts).
  if (latest?.answersHash === hash) return { ...latest, content: storedBlueprint(latest.content) };
  const built = await buildBlueprint(ctx, definitionId, input);
  const replayed = await replayCorrections(ctx, definitionId, built.blueprint);
  try {
    const [row] = await ctx.db
      .insert(blueprints)
      .values({
        definitionId,
        version: sql`(select coalesce(max(${blueprints.version}), 0) + 1 from ${blueprints}
          where ${blueprints.definitionId} = ${definitionId})`,
        content: replayed.blueprint,
        answersHash: hash,
        model: built.model,
        corrections: replayed.report,
        createdAt: ctx.now,
      })
      .returning();
    if (row) return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const winner = await latestBlueprint(ctx.db, definitionId);
  if (!winner) throw new Error("the blueprint vanished while it was being stored");
  return { ...winner, content: storedBlueprint(winner.content) };
}

/**
 * Every correction the founder made, in the order made, applied to a blueprint the writer just
 * built. Null report when there were none.
 */
async function replayCorrections(ctx: ServiceContext, definitionId: string, built: TBlueprint) {
  const rows = await ctx.db
    .select({ corrections: blueprintCorrections.corrections })
    .from(blueprintCorrections)
    .where(eq(blueprintCorrections.definitionId, definitionId))
    .orderBy(asc(blueprintCorrections.blueprintVersion), asc(blueprintCorrections.createdAt));
  const corrections: TCorrection[] = rows.flatMap((row) => row.corrections);
  if (corrections.length === 0) return { blueprint: built, report: null };
  const result = applyCorrections(built, corrections);
  return {
    blueprint: result.blueprint,
    report: { applied: result.applied.length, notApplicable: result.notApplicable },
  };
}

/**
 * The writer's blueprint. A writer that cannot build one from these answers is a defect of ours,
 * never the founder's: the founder gets a message of its own (the generation then gives its quota
 * back), and the log names the definition only, since the writer's error may quote the answers.
 */
async function buildBlueprint(
  ctx: ServiceContext,
  definitionId: string,
  input: Parameters<ServiceContext["deps"]["writer"]["buildBlueprint"]>[0],
) {
  try {
    return await ctx.deps.writer.buildBlueprint(input);
  } catch (error) {
    if (input.abortSignal?.aborted || error instanceof AppError) throw error;
    ctx.deps.logger.error("the writer could not build a blueprint", {
      definitionId,
      writer: ctx.deps.writer.kind,
      error: error instanceof Error ? error.name : typeof error,
    });
    throw new AppError("blueprintFailed");
  }
}
