import { eq } from "drizzle-orm";
import { outbox } from "../../../db/schema";
import type { Config } from "../../config/config";
import { describeError } from "../../logging/logger";
import type { ServiceContext } from "../context";

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string };

/**
 * The Mailer port. Every email is first written to the outbox table. The outbox mailer (the
 * embedded default) stops there: the table is the mailbox, readable at /dev/mailbox. The HTTP
 * provider then delivers it after the answer has gone, so the time a request takes says nothing
 * about whether an email was sent.
 */
export async function sendMail(ctx: ServiceContext, mail: Mail): Promise<void> {
  const { mailer } = ctx.deps.config;
  const delivered = mailer.kind === "outbox";
  const [row] = await ctx.db
    .insert(outbox)
    .values({
      ...mail,
      status: delivered ? "sent" : "pending",
      sentAt: delivered ? ctx.now : null,
      createdAt: ctx.now,
    })
    .returning({ id: outbox.id });
  const id = row?.id as string;
  if (mailer.kind === "outbox") {
    ctx.deps.logger.info("email kept in the outbox", {
      id,
      to: mail.to,
      subject: mail.subject,
      links: links(mail.text),
    });
    return;
  }
  ctx.defer(deliver(ctx, id, mail, mailer));
}

type HttpMailer = Extract<Config["mailer"], { kind: "resend" }>;

/** Resend's API (POST /emails); the outcome is recorded on the outbox row. */
async function deliver(ctx: ServiceContext, id: string, mail: Mail, mailer: HttpMailer): Promise<void> {
  let lastError: string | null = null;
  try {
    const response = await fetch(`${mailer.apiUrl}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${mailer.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: mailer.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
    });
    if (!response.ok) lastError = `HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`;
  } catch (error) {
    lastError = String(describeError(error).error);
  }
  if (lastError) ctx.deps.logger.error("email delivery failed", { id, kind: mail.kind, error: lastError });
  await ctx.db
    .update(outbox)
    .set({ status: lastError ? "failed" : "sent", sentAt: lastError ? null : new Date(), lastError, attempts: 1 })
    .where(eq(outbox.id, id));
}

function links(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
