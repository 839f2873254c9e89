import type { Config } from "#worker/config/config";
import type { PaymentsPort } from "#worker/ports";
import { sandboxPayments } from "./sandbox-payments";
import { stripePayments } from "./stripe-payments";

/** The Payments adapter the configuration chooses (the sandbox never in production: see config). */
export function createPayments(config: Config): PaymentsPort {
  return config.payments.kind === "stripe" ? stripePayments(config.payments) : sandboxPayments(config.jwtSecret);
}
