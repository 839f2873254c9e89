import type { messages } from "#db/schema/index";
import type { TMessage } from "#shared/schemas/definitions";

export type MessageRow = typeof messages.$inferSelect;

/** A message as the API shows it (spec section 3: id, also _id, role, content, createdAt, metadata). */
export function messageView(row: MessageRow): TMessage {
  const metadata = { ...(row.metadata as TMessage["metadata"]), id: row.promptId };
  if (row.replyTo) metadata.repliedTo = row.replyTo;
  return {
    id: row.id,
    _id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    metadata,
  };
}
