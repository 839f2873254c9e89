import type { Logger } from "#worker/logging/logger";
import type { MailerPort } from "#worker/ports";

/**
 * The embedded default: the outbox table is the mailbox (/dev/mailbox shows it). The log says what
 * was kept there but never its links: a sign-up or reset link in a log is a key left where logs go
 * (issue 29); the developer opens /dev/mailbox for it.
 */
export function outboxMailer(logger: Logger): MailerPort {
  return {
    kind: "outbox",
    remote: false,
    async deliver(mail) {
      logger.info("email kept in the outbox", {
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
      });
      return null;
    },
  };
}
