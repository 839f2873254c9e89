import { and, count, eq } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { definitions, users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { FIRST_PROMPT_ID, progressAt } from "#shared/questionnaire/flow";
import type { TDefinitionPackage, TInitResponse } from "#shared/schemas/definitions";
import type { ServiceContext } from "#worker/ports";
import { appendMessage } from "./append-message";
import { bindPackage } from "./bind-package";
import { messageView } from "./message-view";
import { promptMessage } from "./prompt-message";

/**
 * Init: a new draft definition with its first prompt. With a package type it is bound at once,
 * consuming an entitlement in the same transaction (none left: 403 and nothing is created);
 * without one the first answer binds it.
 */
export async function startDefinition(
  ctx: ServiceContext,
  userId: string,
  packageType?: TDefinitionPackage,
): Promise<TInitResponse> {
  return ctx.db.transaction(async (tx) => {
    await assertDraftRoom(tx, userId);
    const [definition] = await tx
      .insert(definitions)
      .values({ userId, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: definitions.id });
    const id = definition?.id as string;
    if (packageType) await bindPackage(tx, userId, id, packageType);
    const first = promptMessage(FIRST_PROMPT_ID, progressAt(FIRST_PROMPT_ID, new Map()));
    const message = await appendMessage(tx, {
      definitionId: id,
      role: "assistant",
      promptId: FIRST_PROMPT_ID,
      ...first,
      now: ctx.now,
    });
    return { sessionId: id, prompts: [messageView(message)] };
  });
}

/** Open drafts a user may hold; the next start is refused until one is answered. */
const MAX_OPEN_DRAFTS = 50;

/** Locks the user's row so concurrent starts count one after another, then counts the drafts. */
async function assertDraftRoom(tx: DbTransaction, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [row] = await tx
    .select({ drafts: count() })
    .from(definitions)
    .where(and(eq(definitions.userId, userId), eq(definitions.status, "draft")));
  if ((row?.drafts ?? 0) >= MAX_OPEN_DRAFTS) throw new AppError("tooManyDrafts");
}
