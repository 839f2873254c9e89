import { and, desc, eq, sql } from "drizzle-orm";
import { blueprints, documents } from "#db/schema/index";
import { correctionPath, correctionSummary } from "#shared/blueprint/corrections-summary";
import { estimateTotals } from "#shared/blueprint/totals";
import { DOCUMENT_KIND_NAMES } from "#shared/documents/kinds";
import { parseNumberedList } from "#shared/questionnaire/answers";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TBlueprintDocument, TBlueprintResponse } from "#shared/schemas/blueprints";
import { LANGUAGES, type TLanguage } from "#shared/settings/options";
import type { ServiceContext } from "#worker/ports";
import { answersOf, messagesOf } from "../definitions/definition-state";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { getSettings } from "../users/settings";
import { answersHash } from "./answers-hash";
import { type BlueprintRow, latestBlueprint } from "./ensure-blueprint";
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
  return blueprintResponse(ctx, userId, definition.id, await latestBlueprint(ctx.db, definition.id));
}

/** What GET answers for one version of the owner's definition's blueprint (the newest, or none yet). */
export async function blueprintResponse(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  row: BlueprintRow | undefined,
): Promise<TBlueprintResponse> {
  const [{ language }, docs] = await Promise.all([
    getSettings(ctx, userId),
    currentDocuments(ctx, definitionId, row?.version ?? null),
  ]);
  if (!row) {
    return {
      success: true,
      language,
      blueprint: null,
      version: null,
      model: null,
      createdAt: null,
      outOfDate: false,
      totals: null,
      documents: docs,
      corrections: { applied: 0, notApplicable: [] },
    };
  }
  const blueprint = storedBlueprint(row.content);
  return {
    success: true,
    language,
    blueprint,
    version: row.version,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    outOfDate: (await currentHash(ctx, language, definitionId)) !== row.answersHash,
    totals: estimateTotals(row.content),
    documents: docs,
    corrections: correctionsOf(row, blueprint.language),
  };
}

/** What the last rebuild could not apply, each said in the blueprint's language. */
function correctionsOf(row: BlueprintRow, language: TLanguage): TBlueprintResponse["corrections"] {
  const report = row.corrections;
  if (!report) return { applied: 0, notApplicable: [] };
  return {
    applied: report.applied,
    notApplicable: report.notApplicable.map(({ correction, reason }) => ({
      kind: correction.kind,
      summary: correctionSummary(correction, reason, language),
      path: correctionPath(correction),
    })),
  };
}

async function currentHash(ctx: ServiceContext, language: TLanguage, definitionId: string): Promise<string> {
  const answers = answersOf(await messagesOf(ctx.db, definitionId));
  const features = parseNumberedList(answers.get(SPECIAL_PROMPTS.features) ?? "");
  return answersHash(Object.fromEntries(answers), features, language);
}

const isLanguage = (value: string | null): value is TLanguage =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/**
 * The newest complete version of each kind, in the kinds' order (RFP, deck, API, prompt), each in
 * its blueprint's language (read in the same query).
 */
async function currentDocuments(ctx: ServiceContext, definitionId: string, blueprintVersion: number | null) {
  const rows = await ctx.db
    .select({
      kind: documents.kind,
      version: documents.version,
      blueprintVersion: documents.blueprintVersion,
      check: documents.check,
      language: sql<string | null>`${blueprints.content}->>'language'`,
    })
    .from(documents)
    .leftJoin(
      blueprints,
      and(eq(blueprints.definitionId, documents.definitionId), eq(blueprints.version, documents.blueprintVersion)),
    )
    .where(and(eq(documents.definitionId, definitionId), eq(documents.status, "complete")))
    .orderBy(desc(documents.version));
  const out: TBlueprintDocument[] = [];
  for (const row of rows) {
    if (out.some((item) => item.kind === row.kind)) continue;
    out.push({
      ...row,
      check: row.check ?? null,
      current: row.blueprintVersion !== null && row.blueprintVersion === blueprintVersion,
      language: isLanguage(row.language) ? row.language : null,
    });
  }
  return out.sort((a, b) => DOCUMENT_KIND_NAMES.indexOf(a.kind) - DOCUMENT_KIND_NAMES.indexOf(b.kind));
}
