import { and, desc, eq } from "drizzle-orm";
import { documents } from "#db/schema/index";
import { estimateTotals } from "#shared/blueprint/totals";
import { DOCUMENT_KIND_NAMES } from "#shared/documents/kinds";
import { parseNumberedList } from "#shared/questionnaire/answers";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TBlueprintDocument, TBlueprintResponse } from "#shared/schemas/blueprints";
import type { ServiceContext } from "#worker/ports";
import { answersOf, messagesOf } from "../definitions/definition-state";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { generationOwner } from "../documents/generation-owner";
import { answersHash } from "./answers-hash";
import { latestBlueprint } from "./ensure-blueprint";
import { storedBlueprint } from "./stored-blueprint";

/**
 * A definition's blueprint for its owner (another user's is not found): the newest version,
 * whether the answers or the language changed since it was built, its totals, and each current
 * document's check and the blueprint version it was rendered from.
 */
export async function getBlueprint(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
): Promise<TBlueprintResponse> {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  const row = await latestBlueprint(ctx.db, definition.id);
  const docs = await currentDocuments(ctx, definition.id, row?.version ?? null);
  if (!row) {
    return {
      success: true,
      blueprint: null,
      version: null,
      model: null,
      createdAt: null,
      outOfDate: false,
      totals: null,
      documents: docs,
    };
  }
  return {
    success: true,
    blueprint: storedBlueprint(row.content),
    version: row.version,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    outOfDate: (await currentHash(ctx, userId, definition.id)) !== row.answersHash,
    totals: estimateTotals(row.content),
    documents: docs,
  };
}

async function currentHash(ctx: ServiceContext, userId: string, definitionId: string): Promise<string> {
  const [owner, rows] = await Promise.all([generationOwner(ctx, userId), messagesOf(ctx.db, definitionId)]);
  const answers = answersOf(rows);
  const features = parseNumberedList(answers.get(SPECIAL_PROMPTS.features) ?? "");
  return answersHash(Object.fromEntries(answers), features, owner.language);
}

/** The newest complete version of each kind, in the kinds' order (RFP, deck, API, prompt). */
async function currentDocuments(ctx: ServiceContext, definitionId: string, blueprintVersion: number | null) {
  const rows = await ctx.db
    .select({
      kind: documents.kind,
      version: documents.version,
      blueprintVersion: documents.blueprintVersion,
      check: documents.check,
    })
    .from(documents)
    .where(and(eq(documents.definitionId, definitionId), eq(documents.status, "complete")))
    .orderBy(desc(documents.version));
  const out: TBlueprintDocument[] = [];
  for (const row of rows) {
    if (out.some((item) => item.kind === row.kind)) continue;
    out.push({
      ...row,
      check: row.check ?? null,
      current: row.blueprintVersion !== null && row.blueprintVersion === blueprintVersion,
    });
  }
  return out.sort((a, b) => DOCUMENT_KIND_NAMES.indexOf(a.kind) - DOCUMENT_KIND_NAMES.indexOf(b.kind));
}
