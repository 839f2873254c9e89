import { eq, sql } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { messages } from "#db/schema/index";
import type { MessageRow } from "./message-view";

type NewMessage = {
  definitionId: string;
  role: "assistant" | "user";
  promptId: string;
  content: string;
  metadata?: Record<string, unknown>;
  replyTo?: string;
  now: Date;
};

/** Adds a message after the definition's last one (callers hold the definition's row lock). */
export async function appendMessage(tx: DbTransaction, message: NewMessage): Promise<MessageRow> {
  const [last] = await tx
    .select({ seq: sql<number>`coalesce(max(${messages.seq}), 0)`.mapWith(Number) })
    .from(messages)
    .where(eq(messages.definitionId, message.definitionId));
  const [row] = await tx
    .insert(messages)
    .values({
      definitionId: message.definitionId,
      seq: (last?.seq ?? 0) + 1,
      role: message.role,
      promptId: message.promptId,
      content: message.content,
      metadata: message.metadata ?? {},
      replyTo: message.replyTo ?? null,
      createdAt: message.now,
    })
    .returning();
  return row as MessageRow;
}
