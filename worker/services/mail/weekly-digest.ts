import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { definitions, documents, users } from "#db/schema/index";
import { mayEmail, resolveSettings } from "#shared/schemas/settings";
import type { AppDeps, ServiceContext } from "#worker/ports";
import { usageOf } from "../documents/usage";
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
      if (!mayEmail(resolveSettings(user.settings), "weeklyDigest")) continue;
      await sendMail(
        ctx,
        simpleMail(user, "weekly_digest", "Your week in Specwright", await digestLines(ctx, user.id)),
      );
      sent += 1;
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)?.id ?? after;
  }
  await Promise.allSettled(tasks);
  return { sent };
}

async function digestLines(ctx: ServiceContext, userId: string): Promise<string[]> {
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
    `This week you worked on ${changes?.definitions ?? 0} product definition(s) and generated ${changes?.documents ?? 0} document(s).`,
    `Documents this month: ${usage.used} of ${usage.limit} used, ${usage.remaining} remaining.`,
    `${ctx.deps.config.appUrl}/dashboard`,
  ];
}
