import { and, eq } from "drizzle-orm";
import { documents } from "#db/schema/index";
import { generationVerdicts } from "#shared/documents/generation-entitlement";
import type { TDefinitionDetail } from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import { generationOwner } from "../documents/generation-owner";
import { usageOf } from "../documents/usage";
import { definitionView, messagesOf } from "./definition-state";
import { documentUrls } from "./document-urls";
import { findOwnDefinition } from "./find-own-definition";
import { messageView } from "./message-view";

/** GET /api/conversations/{id}?page=N: one page of the conversation, its documents and state. */
export async function getDefinition(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<TDefinitionDetail> {
  const definition = await findOwnDefinition(ctx.db, userId, definitionId);
  const rows = await messagesOf(ctx.db, definition.id);
  const kinds = await ctx.db
    .selectDistinct({ kind: documents.kind })
    .from(documents)
    .where(and(eq(documents.definitionId, definition.id), eq(documents.status, "complete")));
  const [{ holdings }, usage] = await Promise.all([generationOwner(ctx, userId), usageOf(ctx, userId)]);
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  return {
    success: true,
    messages: rows.slice((page - 1) * pageSize, page * pageSize).map(messageView),
    documents: documentUrls(ctx.deps.config.appUrl, definition.id, new Set(kinds.map((row) => row.kind))),
    page,
    totalPages,
    conversation: definitionView(definition, rows),
    generation: generationVerdicts(definition.packageType, holdings),
    usage,
  };
}
