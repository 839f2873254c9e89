import { eq } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { definitions, messages } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { ANSWER_REFUSAL_KEYS } from "#shared/errors/catalogue";
import { checkAnswer, documentOption } from "#shared/questionnaire/answers";
import { nextPromptId, progressAt } from "#shared/questionnaire/flow";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TSendMessageRequest, TSendMessageResponse } from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import { getSettings } from "../users/settings";
import { bindPackage } from "./bind-package";
import { answersOf, messagesOf } from "./definition-state";
import { findOwnDefinition } from "./find-own-definition";
import { type MessageRow, messageView } from "./message-view";
import { promptMessage } from "./prompt-message";

/**
 * Answers the prompt `messageId` and asks the next one. The definition's row is locked for the
 * transaction, so answers to one conversation are taken one at a time; the same answer sent twice
 * (a double click, a retry) is stored once and gets the same reply.
 *
 * An answer costs four statements besides the caller's session (issue 30): the definition locked,
 * its messages, one insert of the answer and the next prompt (their `seq` from the rows read under
 * the lock), the definition's progress. Only the answer before the features step reads twice: the
 * writer suggests the features from every answer and may take seconds, so it is asked outside the
 * transaction, which then runs again with its suggestions.
 */
export async function sendAnswer(
  ctx: ServiceContext,
  userId: string,
  request: TSendMessageRequest,
): Promise<TSendMessageResponse> {
  const first = await ctx.db.transaction((tx) => answerIn(ctx, tx, userId, request, null));
  if (!("needsFeatures" in first)) return first;
  const language = (await getSettings(ctx, userId)).language;
  const features = await ctx.deps.writer.suggestFeatures(first.needsFeatures, language);
  const second = await ctx.db.transaction((tx) => answerIn(ctx, tx, userId, request, features));
  if ("needsFeatures" in second) throw new Error("the features were asked for twice");
  return second;
}

/**
 * The answer checked and stored with the next prompt, under the definition's lock. When the next
 * prompt is the features step and no suggestions were given yet, nothing is written: the caller
 * gets the answers to ask the writer with.
 */
async function answerIn(
  ctx: ServiceContext,
  tx: DbTransaction,
  userId: string,
  request: TSendMessageRequest,
  features: readonly string[] | null,
): Promise<TSendMessageResponse | { needsFeatures: Record<string, string> }> {
  const definition = await findOwnDefinition(tx, userId, request.conversationId, { forUpdate: true });
  const rows = await messagesOf(tx, definition.id);
  const prompt = rows.find((row) => row.id === request.messageId && row.role === "assistant");
  if (!prompt) throw new AppError("messageNotFound");
  const offered = (prompt.metadata.features as string[] | undefined) ?? [];
  const check = checkAnswer(prompt.promptId, request.content, offered);
  if (!check.ok) throw new AppError(ANSWER_REFUSAL_KEYS[check.reason], undefined, { param: "content" });
  const content = check.content;
  if (rows.some((row) => row.replyTo === prompt.id)) return replayOrConflict(rows, prompt, content);
  const nextId = nextPromptId(prompt.promptId, content);
  if (nextId === SPECIAL_PROMPTS.features && features === null) {
    // The writer suggests features from every answer, the one being sent included (the last
    // question before the features, risks and what vendors should know, can name what it needs).
    return { needsFeatures: { ...Object.fromEntries(answersOf(rows)), [prompt.promptId]: content } };
  }
  if (!definition.packageType) {
    if (!request.packageType) throw new AppError("packageRequired", undefined, { param: "packageType" });
    await bindPackage(tx, userId, definition.id, request.packageType);
  }
  const packageType = definition.packageType ?? request.packageType;
  if (prompt.promptId === SPECIAL_PROMPTS.documents && packageType === "rfpGeneratorPackages") {
    if (documentOption(content)?.letter !== "A") throw new AppError("featureNotAvailable");
  }
  const seq = rows.reduce((last, row) => Math.max(last, row.seq), 0);
  const answerValues = {
    definitionId: definition.id,
    seq: seq + 1,
    role: "user" as const,
    promptId: prompt.promptId,
    content,
    metadata: {},
    replyTo: prompt.id,
    createdAt: ctx.now,
  };
  const answers = answersOf(rows).set(prompt.promptId, content);
  const nextValues = nextId
    ? {
        definitionId: definition.id,
        seq: seq + 2,
        role: "assistant" as const,
        promptId: nextId,
        ...promptMessage(nextId, progressAt(nextId, answers), features ?? []),
        replyTo: null,
        createdAt: ctx.now,
      }
    : null;
  const inserted = (await tx
    .insert(messages)
    .values(nextValues ? [answerValues, nextValues] : [answerValues])
    .returning()) as MessageRow[];
  const answer = inserted.find((row) => row.role === "user") as MessageRow;
  const next = inserted.find((row) => row.role === "assistant") ?? null;
  await tx
    .update(definitions)
    .set({
      status: definition.status === "draft" ? "in_progress" : definition.status,
      name: answers.get("q1") ?? definition.name,
      vision: answers.get("q2") ?? definition.vision,
      step: progressAt(nextId ?? prompt.promptId, answers).step,
      updatedAt: ctx.now,
    })
    .where(eq(definitions.id, definition.id));
  return response([...rows, answer, ...(next ? [next] : [])], next);
}

function replayOrConflict(rows: MessageRow[], prompt: MessageRow, content: string): TSendMessageResponse {
  const existing = rows.find((row) => row.replyTo === prompt.id);
  if (existing?.content !== content) throw new AppError("alreadyAnswered");
  const next = rows.find((row) => row.role === "assistant" && row.seq > existing.seq) ?? null;
  return response(rows, next);
}

function response(rows: MessageRow[], next: MessageRow | null): TSendMessageResponse {
  const answers = answersOf(rows);
  return {
    success: true,
    nextPrompt: next ? messageView(next) : null,
    prompts: rows.filter((row) => row.role === "assistant").map(messageView),
    answers: rows.filter((row) => row.role === "user").map(messageView),
    progress: progressAt(next?.promptId ?? SPECIAL_PROMPTS.final, answers),
  };
}
