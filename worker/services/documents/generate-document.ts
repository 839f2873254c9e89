import { and, desc, eq, lt, sql } from "drizzle-orm";
import { isUniqueViolation } from "#db/errors";
import { blueprints, definitions, documents } from "#db/schema/index";
import { requirementChanges } from "#shared/blueprint/corrections-match";
import type { TBlueprint } from "#shared/blueprint/schema";
import { type DocumentKind, MONTHLY_DOCUMENT_LIMIT, nextMonthStart, usageMonthOf } from "#shared/documents/kinds";
import { AppError } from "#shared/errors/app-error";
import { retryAfterSeconds } from "#shared/errors/retry-after";
import type { TGenerationEvent } from "#shared/schemas/documents";
import type { ServiceContext } from "#worker/ports";
import { ensureBlueprint } from "../blueprint/ensure-blueprint";
import { storedBlueprint } from "../blueprint/stored-blueprint";
import { notifyDocumentGenerated } from "../mail/notifications";
import { type DocumentRow, documentUrl, documentView } from "./document-view";
import { planGeneration } from "./plan-generation";
import { sweepStaleGenerations } from "./sweep-stale-generations";
import { releaseUsage, reserveUsage } from "./usage";
import { type WrittenDocument, writeDocument } from "./write-document";

/**
 * Generates one document as a stream of events: the quota is reserved and a "generating" version
 * written first; the definition's blueprint is taken (or built, when the answers changed since);
 * the text streams as the writer renders it from the blueprint; the version is completed, with
 * the blueprint version and the consistency check, when the stream ends. A failure or a consumer that stops listening (a closed tab) deletes the version and
 * gives the reservation back, so a failed generation costs nothing and stores nothing.
 */
export async function* generateDocument(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  kind: DocumentKind,
  abortSignal?: AbortSignal,
): AsyncGenerator<TGenerationEvent> {
  const plan = await planGeneration(ctx, userId, definitionId, kind);
  // The user's own generations cut off long ago (a crash) give their quota back before this one counts.
  await sweepStaleGenerations({ db: ctx.db, now: ctx.now }, { userId });
  const month = usageMonthOf(ctx.now);
  if (!(await reserveUsage(ctx.db, userId, month, plan.cost))) {
    // When it can be asked again: the count starts again at 00:00 UTC on the 1st.
    const resets = nextMonthStart(ctx.now);
    throw new AppError("monthlyLimit", undefined, {
      limit: MONTHLY_DOCUMENT_LIMIT,
      cost: plan.cost,
      resetsAt: resets.toISOString(),
      retryAfter: retryAfterSeconds(resets, ctx.now),
    });
  }
  const row = await startVersion(ctx, definitionId, kind, plan.cost, month).catch(async (error) => {
    await releaseUsage(ctx.db, userId, month, plan.cost);
    throw error;
  });
  let finished = false;
  try {
    yield { type: "start", document: documentView(row, null) };
    const blueprint = await ensureBlueprint(ctx, definitionId, { ...plan, abortSignal });
    const written = yield* writeDocument(ctx, {
      kind,
      blueprint: blueprint.content,
      generatedAt: ctx.now,
      abortSignal,
    });
    const changes = await changesSincePrevious(ctx, row, blueprint.content);
    const { completed, definition } = await complete(ctx, row, written, blueprint.version, changes);
    finished = true;
    await notifyDocumentGenerated(ctx, userId, { kind, definitionId, definitionName: plan.definition.name });
    yield {
      type: "done",
      document: documentView(completed, null),
      url: documentUrl(ctx.deps.config.appUrl, definitionId, kind),
      definition: { status: definition.status, updatedAt: definition.updatedAt.toISOString() },
    };
  } finally {
    if (!finished) await discard(ctx, row, userId);
  }
}

async function startVersion(
  ctx: ServiceContext,
  definitionId: string,
  kind: DocumentKind,
  cost: number,
  month: string,
) {
  try {
    const [row] = await ctx.db
      .insert(documents)
      .values({
        definitionId,
        kind,
        version: sql`(select coalesce(max(${documents.version}), 0) + 1 from ${documents}
          where ${documents.definitionId} = ${definitionId} and ${documents.kind} = ${kind})`,
        model: ctx.deps.writer.modelName,
        cost,
        usageMonth: month,
        createdAt: ctx.now,
      })
      .returning();
    return row as DocumentRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("alreadyGenerating");
    throw error;
  }
}

/**
 * The change log of a new version by requirement id: what differs between the blueprint the
 * previous complete version of this kind was rendered from and this one (null for a first
 * version, or when the previous one predates blueprints).
 */
async function changesSincePrevious(ctx: ServiceContext, row: DocumentRow, blueprint: TBlueprint) {
  const [previous] = await ctx.db
    .select({ content: blueprints.content })
    .from(documents)
    .innerJoin(
      blueprints,
      and(eq(blueprints.definitionId, documents.definitionId), eq(blueprints.version, documents.blueprintVersion)),
    )
    .where(
      and(
        eq(documents.definitionId, row.definitionId),
        eq(documents.kind, row.kind),
        eq(documents.status, "complete"),
        lt(documents.version, row.version),
      ),
    )
    .orderBy(desc(documents.version))
    .limit(1);
  return previous ? requirementChanges(storedBlueprint(previous.content), blueprint) : null;
}

async function complete(
  ctx: ServiceContext,
  row: DocumentRow,
  written: WrittenDocument,
  blueprintVersion: number,
  changes: DocumentRow["changes"],
) {
  return ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(documents)
      .set({
        content: written.text,
        status: "complete",
        blueprintVersion,
        check: written.check,
        changes,
        completedAt: ctx.deps.clock(),
      })
      .where(eq(documents.id, row.id))
      .returning();
    const status = row.kind === "rfp" ? { status: "complete" as const } : {};
    const [definition] = await tx
      .update(definitions)
      .set({ ...status, updatedAt: ctx.now })
      .where(eq(definitions.id, row.definitionId))
      .returning({ status: definitions.status, updatedAt: definitions.updatedAt });
    if (!definition) throw new Error(`definition ${row.definitionId} vanished during its generation`);
    return { completed: done as DocumentRow, definition };
  });
}

async function discard(ctx: ServiceContext, row: DocumentRow, userId: string): Promise<void> {
  await ctx.db.delete(documents).where(and(eq(documents.id, row.id), eq(documents.status, "generating")));
  await releaseUsage(ctx.db, userId, row.usageMonth, Number(row.cost));
}
