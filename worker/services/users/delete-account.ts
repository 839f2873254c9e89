import { eq, sql } from "drizzle-orm";
import { authAttempts, outbox, users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { ServiceContext } from "#worker/ports";
import type { SessionUser } from "../auth/authenticate";
import { emailKey } from "../auth/validate";

/**
 * Deletes the account once the user has typed its email. The database does the rest in the same
 * transaction: definitions, messages, documents, share links (which then answer 404), tokens,
 * settings, hours and usage go with the user (cascades); purchases stay for accounting with the user cleared (set null). Emails sent to
 * the address and its sign-in attempts are deleted too, so nothing personal is left; the address
 * can sign up again.
 */
export async function deleteAccount(ctx: ServiceContext, session: SessionUser, confirmation: string): Promise<void> {
  const email = emailKey(session.email);
  if (emailKey(confirmation) !== email) throw new AppError("deleteConfirmMismatch", undefined, { param: "email" });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(outbox).where(sql`lower(${outbox.to}) = ${email}`);
    await tx.delete(authAttempts).where(eq(authAttempts.email, email));
    await tx.delete(users).where(eq(users.id, session.id));
  });
}
