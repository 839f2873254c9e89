import { asc, eq } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { type definitions, messages } from "#db/schema/index";
import { progressAt } from "#shared/questionnaire/flow";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TDefinition } from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import type { MessageRow } from "./message-view";

export type DefinitionRow = typeof definitions.$inferSelect;
type Reader = ServiceContext["db"] | DbTransaction;

export async function messagesOf(db: Reader, definitionId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.definitionId, definitionId)).orderBy(asc(messages.seq));
}

/** Answers by prompt id. */
export function answersOf(rows: readonly MessageRow[]): Map<string, string> {
  return new Map(rows.filter((row) => row.role === "user").map((row) => [row.promptId, row.content]));
}

/** The assistant message still waiting for an answer, if any (qFinal takes none). */
export function openPrompt(rows: readonly MessageRow[]): MessageRow | undefined {
  const answered = new Set(rows.map((row) => row.replyTo).filter(Boolean));
  const last = [...rows].reverse().find((row) => row.role === "assistant");
  if (!last || answered.has(last.id) || last.promptId === SPECIAL_PROMPTS.final) return undefined;
  return last;
}

/** The definition as the conversation object of spec section 3. */
export function definitionView(definition: DefinitionRow, rows: readonly MessageRow[]): TDefinition {
  const current = [...rows].reverse().find((row) => row.role === "assistant");
  const currentPromptId = current?.promptId ?? null;
  return {
    id: definition.id,
    name: definition.name,
    vision: definition.vision,
    status: definition.status,
    packageType: definition.packageType,
    currentPromptId,
    progress: progressAt(currentPromptId ?? "q1", answersOf(rows)),
    answersEditedAt: definition.answersEditedAt?.toISOString() ?? null,
    createdAt: definition.createdAt.toISOString(),
    updatedAt: definition.updatedAt.toISOString(),
  };
}
