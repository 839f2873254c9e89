import { AppError } from "#shared/errors/app-error";
import type { ServiceContext } from "#worker/ports";
import { isSandbox } from "./sandbox-payments";

/** The sandbox's stand-in for Stripe's 3-D Secure page; absent (404) with real Stripe. */
export async function authenticateSandboxPayment(
  ctx: ServiceContext,
  userId: string,
  paymentIntentId: string,
  succeed: boolean,
): Promise<void> {
  const { payments } = ctx.deps;
  if (!isSandbox(payments)) throw AppError.notFound();
  await payments.authenticate(ctx, paymentIntentId, userId, succeed);
}
