import { eq } from "drizzle-orm";
import { definitions, messageRevisions, messages } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { ANSWER_REFUSAL_KEYS } from "#shared/errors/catalogue";
import { checkAnswer } from "#shared/questionnaire/answers";
import { questionById } from "#shared/questionnaire/flow";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TUpdateMessagesRequest } from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import { answersOf, definitionView, messagesOf } from "./definition-state";
import { findOwnDefinition } from "./find-own-definition";
import { type MessageRow, messageView } from "./message-view";

/**
 * Edits answers in place, keeping every earlier version in message_revisions. A changed answer
 * marks the documents made before it out of date (answersEditedAt). Answers that steer the
 * interview (a yes/no branch, the document choice) cannot change; all edits land or none.
 */
export async function updateAnswers(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  request: TUpdateMessagesRequest,
) {
  return ctx.db.transaction(async (tx) => {
    const definition = await findOwnDefinition(tx, userId, definitionId, { forUpdate: true });
    const rows = await messagesOf(tx, definition.id);
    const changed: MessageRow[] = [];
    for (const edit of request.messages) {
      const row = rows.find((candidate) => candidate.id === edit.id && candidate.role === "user");
      if (!row) throw new AppError("messageNotFound");
      const content = checkedContent(row, edit.content, rows);
      if (content === row.content) continue;
      await tx.insert(messageRevisions).values({ messageId: row.id, content: row.content, replacedAt: ctx.now });
      const [updated] = await tx
        .update(messages)
        .set({ content, updatedAt: ctx.now })
        .where(eq(messages.id, row.id))
        .returning();
      if (updated) changed.push(updated);
    }
    if (changed.length === 0)
      return { success: true as const, messages: [], conversation: definitionView(definition, rows) };
    const current = rows.map((row) => changed.find((edit) => edit.id === row.id) ?? row);
    const answers = answersOf(current);
    const [saved] = await tx
      .update(definitions)
      .set({
        name: answers.get("q1") ?? definition.name,
        vision: answers.get("q2") ?? definition.vision,
        answersEditedAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(definitions.id, definition.id))
      .returning();
    return {
      success: true as const,
      messages: changed.map(messageView),
      conversation: definitionView(saved ?? definition, current),
    };
  });
}

function checkedContent(row: MessageRow, raw: string, rows: readonly MessageRow[]): string {
  if (row.promptId === SPECIAL_PROMPTS.documents) throw new AppError("notEditable", undefined, { id: row.id });
  const prompt = rows.find((candidate) => candidate.id === row.replyTo);
  const check = checkAnswer(row.promptId, raw, (prompt?.metadata.features as string[] | undefined) ?? []);
  if (!check.ok) throw new AppError(ANSWER_REFUSAL_KEYS[check.reason], undefined, { id: row.id });
  if (questionById(row.promptId)?.expectedInput === "yesNo" && check.content !== row.content) {
    throw new AppError("branchLocked", undefined, { id: row.id });
  }
  return check.content;
}
