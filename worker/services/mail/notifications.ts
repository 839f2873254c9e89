import { and, eq, gt, like } from "drizzle-orm";
import { outbox, users } from "#db/schema/index";
import { formatUsd } from "#shared/commerce/catalogue";
import type { DocumentKind } from "#shared/documents/kinds";
import { GLOSSARY, PACKAGE_TERMS } from "#shared/glossary/terms";
import { translator } from "#shared/i18n/catalogue";
import { mayEmail, resolveSettings } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";
import { mailMessages } from "./mail.messages";
import { sendMail } from "./send-mail";
import { type Recipient, simpleMail } from "./templates";

/** The user, when their settings allow this kind of email (spec section 9's toggles). */
async function recipient(ctx: ServiceContext, userId: string, kind: Parameters<typeof mayEmail>[1]) {
  const [user] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, settings: users.settings })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const settings = resolveSettings(user.settings);
  return mayEmail(settings, kind)
    ? ({ email: user.email, firstName: user.firstName, language: settings.language } satisfies Recipient)
    : undefined;
}

/**
 * A founder who generates several documents in a row (a package's four, or regenerations) gets one
 * "ready" email per definition in this window, not one per document: its link opens them all.
 */
export const DOCUMENT_MAIL_WINDOW_MS = 5 * 60 * 1000;

export async function notifyDocumentGenerated(
  ctx: ServiceContext,
  userId: string,
  document: { kind: DocumentKind; definitionId: string; definitionName: string },
) {
  const to = await recipient(ctx, userId, "documentGenerated");
  if (!to) return;
  const t = translator(mailMessages, to.language);
  const label = GLOSSARY[to.language].documentKind[document.kind];
  const link = `${ctx.deps.config.appUrl}/product-definitions/${document.definitionId}`;
  const [recent] = await ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.to, to.email),
        eq(outbox.kind, "document_generated"),
        gt(outbox.createdAt, new Date(ctx.now.getTime() - DOCUMENT_MAIL_WINDOW_MS)),
        like(outbox.text, `%${link}%`),
      ),
    )
    .limit(1);
  if (recent) return;
  await sendMail(
    ctx,
    simpleMail(to, "document_generated", t("documentSubject", { document: label }), [
      document.definitionName
        ? t("documentGenerated", { document: label, definition: document.definitionName })
        : t("documentGeneratedUntitled", { document: label }),
      t("documentOpen"),
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
  const t = translator(mailMessages, to.language);
  const term = PACKAGE_TERMS[purchase.packageId];
  const name = term ? GLOSSARY[to.language].packageName[term] : purchase.packageId;
  await sendMail(
    ctx,
    simpleMail(to, "package_update", t("packageSubject", { package: name }), [
      t("packageThanks", { quantity: purchase.quantity, package: name, amount: formatUsd(purchase.amountCents) }),
      t("packageDashboard"),
      `${ctx.deps.config.appUrl}/dashboard`,
    ]),
  );
}
