import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index";
import type { Mail, ServiceContext } from "#worker/ports";

/**
 * Every email is first written to the outbox table, then handed to the Mailer port. The outbox
 * mailer (the embedded default) keeps it there (the table is the mailbox, readable at
 * /dev/mailbox); an email provider gets it after the answer has gone, so the time a request takes
 * says nothing about whether an email was sent. The outcome is recorded on the row.
 */
export async function sendMail(ctx: ServiceContext, mail: Mail): Promise<void> {
  const [row] = await ctx.db
    .insert(outbox)
    .values({ ...mail, status: "pending", createdAt: ctx.now })
    .returning({ id: outbox.id });
  const id = row?.id as string;
  const delivery = deliver(ctx, { ...mail, id });
  if (ctx.deps.mailer.remote) ctx.defer(delivery);
  else await delivery;
}

async function deliver(ctx: ServiceContext, mail: Mail & { id: string }): Promise<void> {
  const refusal = await ctx.deps.mailer.deliver(mail);
  if (refusal) ctx.deps.logger.error("email delivery failed", { id: mail.id, kind: mail.kind, error: refusal });
  await ctx.db
    .update(outbox)
    .set({
      status: refusal ? "failed" : "sent",
      sentAt: refusal ? null : ctx.deps.clock(),
      lastError: refusal,
      attempts: ctx.deps.mailer.remote ? 1 : 0,
    })
    .where(eq(outbox.id, mail.id));
}
