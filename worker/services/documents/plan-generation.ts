import { and, desc, eq } from "drizzle-orm";
import { documents } from "#db/schema/index";
import { generationRefusal } from "#shared/documents/generation-entitlement";
import { type DocumentKind, REGENERATION_COST } from "#shared/documents/kinds";
import { AppError } from "#shared/errors/app-error";
import { GENERATION_REFUSAL_KEYS } from "#shared/errors/catalogue";
import { parseNumberedList } from "#shared/questionnaire/answers";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { ServiceContext } from "#worker/ports";
import { answersOf, messagesOf } from "../definitions/definition-state";
import { findOwnDefinition } from "../definitions/find-own-definition";
import { lastEditedAt } from "./document-view";
import { generationOwner } from "./generation-owner";

/**
 * Everything a generation needs, checked before anything is reserved (spec sections 5-6): the
 * caller's own definition, its questionnaire through the features, the package that allows this
 * kind, and what it will cost (half after edited answers or a corrected blueprint, when an earlier
 * version exists).
 */
export async function planGeneration(ctx: ServiceContext, userId: string, definitionId: string, kind: DocumentKind) {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  const user = await generationOwner(ctx, userId);
  const refusal = generationRefusal(kind, definition.packageType, user.holdings);
  if (refusal) throw new AppError(GENERATION_REFUSAL_KEYS[refusal], undefined, { refusal });
  const answers = answersOf(await messagesOf(ctx.db, definition.id));
  const featuresAnswer = answers.get(SPECIAL_PROMPTS.features);
  if (!featuresAnswer) throw new AppError("questionnaireOpen");

  const [latest] = await ctx.db
    .select({ createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.definitionId, definition.id), eq(documents.kind, kind), eq(documents.status, "complete")))
    .orderBy(desc(documents.version))
    .limit(1);
  const editedAt = lastEditedAt(definition);
  const editedSince = Boolean(latest && editedAt && latest.createdAt < editedAt);
  return {
    definition,
    language: user.language,
    answers: Object.fromEntries(answers),
    features: parseNumberedList(featuresAnswer),
    cost: editedSince ? REGENERATION_COST : 1,
  };
}
