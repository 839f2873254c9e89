import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbTransaction } from "#db/client";
import { hourBlocks, hourEntries, users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import type { TSpendHoursRequest } from "#shared/schemas/commerce";
import type { ServiceContext } from "#worker/ports";
import { emailKey } from "../auth/validate";
import { findOwnDefinition } from "../definitions/find-own-definition";

/**
 * Records hours spent on a user's definition (operator only), drawn from the blocks that expire
 * first. The user's blocks are locked for the transaction, so two entries at once cannot both
 * spend the same hours; asking for more than is available records nothing (409).
 */
export async function spendHours(ctx: ServiceContext, request: TSpendHoursRequest) {
  const userId = await resolveUser(ctx, request.user);
  await findOwnDefinition(ctx.db, userId, request.definitionId);
  const column = request.kind === "development" ? hourBlocks.developmentHours : hourBlocks.qaHours;

  return ctx.db.transaction(async (tx) => {
    const blocks = await tx
      .select({ id: hourBlocks.id, total: column, expiresAt: hourBlocks.expiresAt })
      .from(hourBlocks)
      .where(and(eq(hourBlocks.userId, userId), gt(hourBlocks.expiresAt, ctx.now), isNull(hourBlocks.withdrawnAt)))
      .orderBy(asc(hourBlocks.expiresAt), asc(hourBlocks.createdAt))
      .for("update");
    const spent = await spentPerBlock(tx, userId, request.kind);
    let needed = request.hours;
    const plan: { blockId: string; hours: number; expiresAt: Date }[] = [];
    for (const block of blocks) {
      const available = block.total - (spent.get(block.id) ?? 0);
      if (needed <= 0 || available <= 0) continue;
      const take = Math.min(available, needed);
      plan.push({ blockId: block.id, hours: take, expiresAt: block.expiresAt });
      needed -= take;
    }
    if (needed > 1e-9) {
      const available = request.hours - needed;
      throw new AppError("notEnoughHours", { available, kind: request.kind }, { requested: request.hours, available });
    }
    const entries = await tx
      .insert(hourEntries)
      .values(
        plan.map((part) => ({
          userId,
          blockId: part.blockId,
          definitionId: request.definitionId,
          kind: request.kind,
          hours: part.hours,
          note: request.note,
          createdAt: ctx.now,
        })),
      )
      .returning({ id: hourEntries.id, blockId: hourEntries.blockId, hours: hourEntries.hours });
    return entries.map((entry, index) => ({ ...entry, expiresAt: (plan[index]?.expiresAt ?? ctx.now).toISOString() }));
  });
}

async function spentPerBlock(tx: DbTransaction, userId: string, kind: TSpendHoursRequest["kind"]) {
  const rows = await tx
    .select({ blockId: hourEntries.blockId, hours: sql<number>`sum(${hourEntries.hours})`.mapWith(Number) })
    .from(hourEntries)
    .where(and(eq(hourEntries.userId, userId), eq(hourEntries.kind, kind)))
    .groupBy(hourEntries.blockId);
  return new Map(rows.map((row) => [row.blockId, row.hours]));
}

/** The operator names a user by id or by email. */
async function resolveUser(ctx: ServiceContext, user: string): Promise<string> {
  const byEmail = user.includes("@");
  if (!byEmail && !/^[0-9a-f-]{36}$/i.test(user)) throw new AppError("userNotFound");
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(byEmail ? sql`lower(${users.email}) = ${emailKey(user)}` : eq(users.id, user));
  if (!row) throw new AppError("userNotFound");
  return row.id;
}
