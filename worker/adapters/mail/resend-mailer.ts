import type { Config } from "#worker/config/config";
import { describeError } from "#worker/logging/logger";
import type { MailerPort } from "#worker/ports";

type ResendConfig = Extract<Config["mailer"], { kind: "resend" }>;

/** Resend's HTTP API (POST /emails). */
export function resendMailer(config: ResendConfig): MailerPort {
  return {
    kind: "resend",
    remote: true,
    async deliver(mail) {
      try {
        const response = await fetch(`${config.apiUrl}/emails`, {
          method: "POST",
          headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            from: config.from,
            to: [mail.to],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          }),
        });
        if (response.ok) return null;
        return `HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`;
      } catch (error) {
        return String(describeError(error).error);
      }
    },
  };
}
