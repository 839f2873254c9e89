import { eq } from "drizzle-orm";
import { definitions } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { ANSWER_REFUSAL_KEYS } from "#shared/errors/catalogue";
import { checkAnswer, documentOption } from "#shared/questionnaire/answers";
import { nextPromptId, progressAt } from "#shared/questionnaire/flow";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TSendMessageRequest, TSendMessageResponse } from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import { getSettings } from "../users/settings";
import { appendMessage } from "./append-message";
import { bindPackage } from "./bind-package";
import { answersOf, messagesOf } from "./definition-state";
import { findOwnDefinition } from "./find-own-definition";
import { type MessageRow, messageView } from "./message-view";
import { promptMessage } from "./prompt-message";

/**
 * Answers the prompt `messageId` and asks the next one. The definition's row is locked for the
 * transaction, so answers to one conversation are taken one at a time; the same answer sent twice
 * (a double click, a retry) is stored once and gets the same reply.
 */
export async function sendAnswer(
  ctx: ServiceContext,
  userId: string,
  request: TSendMessageRequest,
): Promise<TSendMessageResponse> {
  const prepared = await prepare(ctx, userId, request);
  if ("replay" in prepared) return prepared.replay;
  const { prompt, content, nextId } = prepared;
  const features =
    nextId === SPECIAL_PROMPTS.features
      ? await ctx.deps.writer.suggestFeatures(prepared.answers, (await getSettings(ctx, userId)).language)
      : [];

  return ctx.db.transaction(async (tx) => {
    const definition = await findOwnDefinition(tx, userId, request.conversationId, { forUpdate: true });
    const rows = await messagesOf(tx, definition.id);
    if (rows.some((row) => row.replyTo === prompt.id)) return replayOrConflict(rows, prompt, content);
    if (!definition.packageType) {
      if (!request.packageType) throw new AppError("packageRequired", undefined, { param: "packageType" });
      await bindPackage(tx, userId, definition.id, request.packageType);
    }
    const packageType = definition.packageType ?? request.packageType;
    if (prompt.promptId === SPECIAL_PROMPTS.documents && packageType === "rfpGeneratorPackages") {
      if (documentOption(content)?.letter !== "A") throw new AppError("featureNotAvailable");
    }
    const answer = await appendMessage(tx, {
      definitionId: definition.id,
      role: "user",
      promptId: prompt.promptId,
      content,
      replyTo: prompt.id,
      now: ctx.now,
    });
    const answers = answersOf([...rows, answer]);
    const next = nextId
      ? await appendMessage(tx, {
          definitionId: definition.id,
          role: "assistant",
          promptId: nextId,
          ...promptMessage(nextId, progressAt(nextId, answers), features),
          now: ctx.now,
        })
      : null;
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
  });
}

type Prepared =
  | { replay: TSendMessageResponse }
  | { prompt: MessageRow; content: string; nextId: string | null; answers: Record<string, string> };

/** Reads and checks everything before the transaction (the writer may take seconds). */
async function prepare(ctx: ServiceContext, userId: string, request: TSendMessageRequest): Promise<Prepared> {
  const definition = await findOwnDefinition(ctx.db, userId, request.conversationId);
  const rows = await messagesOf(ctx.db, definition.id);
  const prompt = rows.find((row) => row.id === request.messageId && row.role === "assistant");
  if (!prompt) throw new AppError("messageNotFound");
  const offered = (prompt.metadata.features as string[] | undefined) ?? [];
  const check = checkAnswer(prompt.promptId, request.content, offered);
  if (!check.ok) throw new AppError(ANSWER_REFUSAL_KEYS[check.reason], undefined, { param: "content" });
  if (rows.some((row) => row.replyTo === prompt.id)) return { replay: replayOrConflict(rows, prompt, check.content) };
  // The writer suggests features from every answer, the one being sent included (the last question
  // before the features, risks and what vendors should know, can name what the product needs).
  const answers = { ...Object.fromEntries(answersOf(rows)), [prompt.promptId]: check.content };
  return { prompt, content: check.content, nextId: nextPromptId(prompt.promptId, check.content), answers };
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
