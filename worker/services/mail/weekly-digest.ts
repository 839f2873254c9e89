import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { definitions, documents, users } from "#db/schema/index";
import { translator } from "#shared/i18n/catalogue";
import { mayEmail, resolveSettings } from "#shared/schemas/settings";
import type { TLanguage } from "#shared/settings/options";
import type { AppDeps, ServiceContext } from "#worker/ports";
import { usageOf } from "../documents/usage";
import { mailMessages } from "./mail.messages";
import { sendMail } from "./send-mail";
import { simpleMail } from "./templates";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The weekly digest (Mondays 08:00 UTC), to users whose settings allow it: what changed in their
 * definitions and documents over the week, and their document usage this month.
 */
export async function sendWeeklyDigests({ db, now, deps }: { db: Db; now: Date; deps?: AppDeps }) {
  if (!deps) throw new Error("the weekly digest needs the app's ports");
  const tasks: Promise<unknown>[] = [];
  const ctx: ServiceContext = { db, deps, now, clientIp: null, defer: (task) => tasks.push(task) };
  let sent = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, settings: users.settings })
      .from(users)
      .where(gt(users.id, after))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const user of batch) {
      const settings = resolveSettings(user.settings);
      if (!mayEmail(settings, "weeklyDigest")) continue;
      const to = { email: user.email, firstName: user.firstName, language: settings.language };
      const subject = translator(mailMessages, to.language)("digestSubject");
      await sendMail(ctx, simpleMail(to, "weekly_digest", subject, await digestLines(ctx, user.id, to.language)));
      sent += 1;
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)?.id ?? after;
  }
  await Promise.allSettled(tasks);
  return { sent };
}

async function digestLines(ctx: ServiceContext, userId: string, language: TLanguage): Promise<string[]> {
  const t = translator(mailMessages, language);
  const since = new Date(ctx.now.getTime() - WEEK_MS);
  const [changes] = await ctx.db
    .select({
      definitions:
        sql<number>`count(distinct ${definitions.id}) filter (where ${definitions.updatedAt} > ${since.toISOString()})`.mapWith(
          Number,
        ),
      documents:
        sql<number>`count(${documents.id}) filter (where ${documents.completedAt} > ${since.toISOString()})`.mapWith(
          Number,
        ),
    })
    .from(definitions)
    .leftJoin(documents, and(eq(documents.definitionId, definitions.id), eq(documents.status, "complete")))
    .where(eq(definitions.userId, userId));
  const usage = await usageOf(ctx, userId);
  return [
    `${t.plural("digestWeek", changes?.definitions ?? 0)} ${t.plural("digestDocuments", changes?.documents ?? 0)}`,
    t("digestUsage", { used: usage.used, limit: usage.limit, remaining: usage.remaining }),
    `${ctx.deps.config.appUrl}/dashboard`,
  ];
}
