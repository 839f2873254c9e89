import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import { formatUsd, packageById } from "#shared/commerce/catalogue";
import { type DocumentKind, documentKind } from "#shared/documents/kinds";
import { mayEmail, resolveSettings } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";
import { sendMail } from "./send-mail";
import { simpleMail } from "./templates";

type Recipient = { email: string; firstName: string };

/** The user, when their settings allow this kind of email (spec section 9's toggles). */
async function recipient(ctx: ServiceContext, userId: string, kind: Parameters<typeof mayEmail>[1]) {
  const [user] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, settings: users.settings })
    .from(users)
    .where(eq(users.id, userId));
  return user && mayEmail(resolveSettings(user.settings), kind) ? (user as Recipient) : undefined;
}

export async function notifyDocumentGenerated(
  ctx: ServiceContext,
  userId: string,
  document: { kind: DocumentKind; definitionId: string; definitionName: string },
) {
  const to = await recipient(ctx, userId, "documentGenerated");
  if (!to) return;
  const label = documentKind(document.kind).label;
  const link = `${ctx.deps.config.appUrl}/product-definitions/${document.definitionId}`;
  await sendMail(
    ctx,
    simpleMail(to, "document_generated", `Your ${label} is ready`, [
      `The ${label} for ${document.definitionName || "your product definition"} has been generated.`,
      "Open it here:",
      link,
    ]),
  );
}

export async function notifyPurchase(
  ctx: ServiceContext,
  purchase: { userId: string | null; packageId: string; quantity: number; amountCents: number },
) {
  if (!purchase.userId) return;
  const to = await recipient(ctx, purchase.userId, "packageUpdates");
  if (!to) return;
  const name = packageById(purchase.packageId)?.name ?? purchase.packageId;
  await sendMail(
    ctx,
    simpleMail(to, "package_update", `Your ${name} package is active`, [
      `Thank you: ${purchase.quantity} x ${name} (${formatUsd(purchase.amountCents)}) is now on your account.`,
      "See what you have and what you have used on your dashboard:",
      `${ctx.deps.config.appUrl}/dashboard`,
    ]),
  );
}
