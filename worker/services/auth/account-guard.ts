import { and, desc, eq, gt, sql } from "drizzle-orm";
import { authAttempts, outbox } from "#db/schema/index";
import { signInAddresses } from "#db/schema/limits";
import { AppError } from "#shared/errors/app-error";
import { retryAfterSeconds } from "#shared/errors/retry-after";
import { resolveSettings } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";
import { sendMail } from "../mail/send-mail";
import { signInGuardMail } from "../mail/templates";
import type { findUserByEmail } from "../users/find-user";
import { createResetLink } from "./request-password-reset";

/**
 * Guessing spread over many addresses (issue 29, decision 015). Failures of one account are also
 * counted across every address: once ACCOUNT_GUARD.failures fall in an hour, an address the
 * account never signed in from may try only once per ACCOUNT_GUARD.delayMs (a 429 with
 * Retry-After in between), and the owner is told by email with a reset link. Addresses the account
 * signed in from before are not slowed: the owner is never locked out by strangers.
 */
export const ACCOUNT_GUARD = { failures: 20, windowMs: 60 * 60 * 1000, delayMs: 10_000 };
/** Right passwords of one account from one address in a minute (each costs a PBKDF2 and a session). */
export const SIGN_INS_PER_MINUTE = 30;
const MINUTE_MS = 60 * 1000;

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;
type KnownAddress = typeof signInAddresses.$inferSelect;

/** This address, if the account signed in from it before. */
export async function knownAddress(ctx: ServiceContext, userId: string): Promise<KnownAddress | undefined> {
  if (!ctx.clientIp) return undefined;
  const [row] = await ctx.db
    .select()
    .from(signInAddresses)
    .where(and(eq(signInAddresses.userId, userId), eq(signInAddresses.address, ctx.clientIp)));
  return row;
}

/**
 * Refuses (429) an attempt from an unknown address while the account is under guard and its last
 * failure is more recent than the delay. Counted by email, so an address cannot tell an account
 * that exists from one that does not.
 */
export async function assertAccountNotGuarded(ctx: ServiceContext, email: string, known: boolean): Promise<void> {
  if (known) return;
  const since = new Date(ctx.now.getTime() - ACCOUNT_GUARD.windowMs);
  const [row] = await ctx.db
    .select({
      failures: sql<number>`count(*)`.mapWith(Number),
      latest: sql<string | null>`max(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(and(eq(authAttempts.action, "login"), eq(authAttempts.email, email), gt(authAttempts.createdAt, since)));
  if ((row?.failures ?? 0) < ACCOUNT_GUARD.failures || !row?.latest) return;
  const nextAt = new Date(row.latest).getTime() + ACCOUNT_GUARD.delayMs;
  if (nextAt > ctx.now.getTime()) {
    throw new AppError("tooManyLogins", undefined, { retryAfter: retryAfterSeconds(nextAt, ctx.now) });
  }
}

/** Refuses (429) the right password over SIGN_INS_PER_MINUTE from this address, before it is checked. */
export function assertSignInBudget(ctx: ServiceContext, known: KnownAddress | undefined): void {
  if (!known) return;
  const windowEndsAt = known.windowStartedAt.getTime() + MINUTE_MS;
  if (windowEndsAt > ctx.now.getTime() && known.windowSignIns >= SIGN_INS_PER_MINUTE) {
    throw new AppError("tooManyLogins", undefined, { retryAfter: retryAfterSeconds(windowEndsAt, ctx.now) });
  }
}

/** A right password: the address becomes known and its sign-in of this minute is counted. */
export async function rememberSignIn(ctx: ServiceContext, userId: string): Promise<void> {
  if (!ctx.clientIp) return;
  const windowOpen = sql`${signInAddresses.windowStartedAt} > ${new Date(ctx.now.getTime() - MINUTE_MS)}`;
  await ctx.db
    .insert(signInAddresses)
    .values({ userId, address: ctx.clientIp, lastSignInAt: ctx.now, windowStartedAt: ctx.now, windowSignIns: 1 })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: {
        lastSignInAt: ctx.now,
        windowStartedAt: sql`case when ${windowOpen} then ${signInAddresses.windowStartedAt} else ${ctx.now} end`,
        windowSignIns: sql`case when ${windowOpen} then ${signInAddresses.windowSignIns} + 1 else 1 end`,
      },
    });
}

/**
 * After a failure: when the account's failures across addresses reach the guard's threshold, its
 * owner gets one email (at most one an hour) with a reset link. Sent after the answer.
 */
export async function warnOwnerIfGuarded(ctx: ServiceContext, email: string, user: User | undefined): Promise<void> {
  if (!user) return;
  const since = new Date(ctx.now.getTime() - ACCOUNT_GUARD.windowMs);
  const [row] = await ctx.db
    .select({ failures: sql<number>`count(*)`.mapWith(Number) })
    .from(authAttempts)
    .where(and(eq(authAttempts.action, "login"), eq(authAttempts.email, email), gt(authAttempts.createdAt, since)));
  if ((row?.failures ?? 0) < ACCOUNT_GUARD.failures) return;
  ctx.defer(
    (async () => {
      const [sent] = await ctx.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.to, user.email), eq(outbox.kind, "sign_in_guard"), gt(outbox.createdAt, since)))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      if (sent) return;
      const link = await createResetLink(ctx, user.id);
      const { language } = resolveSettings(user.settings);
      const failures = row?.failures ?? ACCOUNT_GUARD.failures;
      await sendMail(ctx, signInGuardMail({ email: user.email, firstName: user.firstName, language }, failures, link));
    })(),
  );
}
