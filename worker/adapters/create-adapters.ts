import type { Config } from "#worker/config/config";
import type { Logger } from "#worker/logging/logger";
import type { AppDeps } from "#worker/ports";
import { outboxMailer } from "./mail/outbox-mailer";
import { resendMailer } from "./mail/resend-mailer";
import { createPayments } from "./payments/create-payments";
import { createWriter } from "./writer/create-writer";

/**
 * The adapters the configuration chooses for the payments, writer and mailer ports (production
 * refuses the embedded ones: see config). The Node and Workers entries and the tests build their
 * deps with this, adding the runtime's own database.
 */
export function createAdapters(config: Config, logger: Logger): Pick<AppDeps, "payments" | "writer" | "mailer"> {
  return {
    payments: createPayments(config),
    writer: createWriter(config, logger),
    mailer: config.mailer.kind === "resend" ? resendMailer(config.mailer) : outboxMailer(logger),
  };
}
