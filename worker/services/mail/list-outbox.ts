import { desc } from "drizzle-orm";
import { outbox } from "#db/schema/index";
import type { ServiceContext } from "#worker/ports";

const OUTBOX_PAGE_SIZE = 100;

/** The newest emails the product sent, for the development mailbox. */
export async function listOutbox(ctx: ServiceContext) {
  return ctx.db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE);
}

export type OutboxEntry = Awaited<ReturnType<typeof listOutbox>>[number];
