import type { DbTransaction } from "#db/client";
import { AppError } from "#shared/errors/app-error";
import { ANSWER_REFUSAL_KEYS } from "#shared/errors/catalogue";
import { checkAnswer, documentOption } from "#shared/questionnaire/answers";
import { nextPromptId, progressAt } from "#shared/questionnaire/flow";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TSendMessageRequest, TSendMessageResponse } from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import { getSettings } from "../users/settings";
import { bindPackage } from "./bind-package";
import { type NewMessage, readConversation, writeProgress } from "./conversation-statements";
import { answersOf } from "./definition-state";
import { findOwnDefinition } from "./find-own-definition";
import { type MessageRow, messageView } from "./message-view";
import { promptMessage } from "./prompt-message";

/**
 * Answers the prompt `messageId` and asks the next one. The same answer sent twice (a double click,
 * a retry) is stored once and gets the same reply.
 *
 * An answer costs two statements besides the caller's session (issue 30): the definition with its
 * transcript read in one, the answer, the next prompt and the definition's progress written in
 * the other, which lands only if the definition's row is still as it was read (its version);
 * otherwise it is read and answered again. Answers to one conversation are thus taken one at a
 * time without holding a lock across round trips. After a few lost races, and when the definition
 * has no package yet (the answer binds one, spending an entitlement), it runs in a transaction
 * holding the row's lock.
 * The answer before the features step reads twice: the writer suggests the features from every
 * answer and may take seconds, so it is asked in between.
 */
export async function sendAnswer(
  ctx: ServiceContext,
  userId: string,
  request: TSendMessageRequest,
): Promise<TSendMessageResponse> {
  let features: readonly string[] | null = null;
  let lost = 0;
  let lock = false;
  for (;;) {
    const outcome: Outcome =
      lock || lost >= RACES_BEFORE_LOCKING
        ? await ctx.db.transaction((tx) => answerOnce(ctx, tx, userId, request, features, true))
        : await answerOnce(ctx, ctx.db, userId, request, features, false);
    if (outcome === "needsLock") lock = true;
    else if (outcome === "lost") lost += 1;
    else if (!("needsFeatures" in outcome)) return outcome;
    else {
      if (features !== null) throw new Error("the features were asked for twice");
      const language = (await getSettings(ctx, userId)).language;
      features = await ctx.deps.writer.suggestFeatures(outcome.needsFeatures, language);
    }
  }
}

/** Answers written over by another writer in a row before the next try holds the lock. */
const RACES_BEFORE_LOCKING = 3;

type Outcome = TSendMessageResponse | { needsFeatures: Record<string, string> } | "needsLock" | "lost";

/**
 * The answer checked and stored with the next prompt. When the next prompt is the features step
 * and no suggestions were given yet, nothing is written: the caller gets the answers to ask the
 * writer with. `locked`: in a transaction, the definition's row locked first.
 */
async function answerOnce(
  ctx: ServiceContext,
  db: ServiceContext["db"] | DbTransaction,
  userId: string,
  request: TSendMessageRequest,
  features: readonly string[] | null,
  locked: boolean,
): Promise<Outcome> {
  if (locked) await findOwnDefinition(db, userId, request.conversationId, { forUpdate: true });
  const { definition, version, rows } = await readConversation(db, userId, request.conversationId);
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
    if (!locked) return "needsLock";
    await bindPackage(db as DbTransaction, userId, definition.id, request.packageType);
  }
  const packageType = definition.packageType ?? request.packageType;
  if (prompt.promptId === SPECIAL_PROMPTS.documents && packageType === "rfpGeneratorPackages") {
    if (documentOption(content)?.letter !== "A") throw new AppError("featureNotAvailable");
  }
  const seq = rows.reduce((last, row) => Math.max(last, row.seq), 0);
  const answer: NewMessage = {
    seq: seq + 1,
    role: "user",
    promptId: prompt.promptId,
    content,
    metadata: {},
    replyTo: prompt.id,
    createdAt: ctx.now,
  };
  const answers = answersOf(rows).set(prompt.promptId, content);
  const next: NewMessage | null = nextId
    ? {
        seq: seq + 2,
        role: "assistant",
        promptId: nextId,
        ...promptMessage(nextId, progressAt(nextId, answers), features ?? []),
        replyTo: null,
        createdAt: ctx.now,
      }
    : null;
  const progress = {
    status: definition.status === "draft" ? ("in_progress" as const) : definition.status,
    name: answers.get("q1") ?? definition.name,
    vision: answers.get("q2") ?? definition.vision,
    step: progressAt(nextId ?? prompt.promptId, answers).step,
    updatedAt: ctx.now,
  };
  // Holding the lock (a package bound in this transaction has moved the row's version): no check.
  const added = next ? [answer, next] : [answer];
  const written = await writeProgress(db, definition.id, locked ? null : version, progress, added);
  if (!written) {
    // Holding the lock nothing can move the row; a miss here is a fault, not a race to run again.
    if (locked) throw new Error("an answer's write found no definition under its lock");
    return "lost";
  }
  return response([...rows, ...written], written[1] ?? null);
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
