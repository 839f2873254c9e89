import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { resolveSettings, storedAfterUpdate, type TSettings, type TSettingsUpdate } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";

async function storedSettings(ctx: ServiceContext, userId: string): Promise<unknown> {
  const [row] = await ctx.db.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
  if (!row) throw AppError.notFound();
  return row.settings;
}

/** The user's settings over the spec's defaults (section 9), with when they were last saved. */
export async function getSettings(ctx: ServiceContext, userId: string): Promise<TSettings> {
  return resolveSettings(await storedSettings(ctx, userId));
}

/**
 * Saves the given fields (each already validated); the others keep their values. The server's
 * clock stamps the save (`updatedAt`, inside the settings): devices compare their own unsaved
 * changes with it, so a stale device cannot undo a newer choice (decision 028).
 */
export async function updateSettings(ctx: ServiceContext, userId: string, update: TSettingsUpdate): Promise<TSettings> {
  const settings = storedAfterUpdate(await storedSettings(ctx, userId), update, ctx.now);
  await ctx.db.update(users).set({ settings, updatedAt: ctx.now }).where(eq(users.id, userId));
  return resolveSettings(settings);
}
