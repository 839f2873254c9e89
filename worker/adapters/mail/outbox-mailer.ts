import type { Logger } from "#worker/logging/logger";
import type { MailerPort } from "#worker/ports";

/**
 * The embedded default: the outbox table is the mailbox (/dev/mailbox shows it), and the log says
 * what was kept there with its links, so a developer can follow a reset link without a mailbox.
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
        links: mail.text.match(/https?:\/\/\S+/g) ?? [],
      });
      return null;
    },
  };
}
