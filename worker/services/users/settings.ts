import { eq } from "drizzle-orm";
import { users } from "#db/schema/index";
import { AppError } from "#shared/errors/app-error";
import { resolveSettings, type TSettings, type TSettingsUpdate } from "#shared/schemas/settings";
import type { ServiceContext } from "#worker/ports";

/** The user's settings over the spec's defaults (section 9). */
export async function getSettings(ctx: ServiceContext, userId: string): Promise<TSettings> {
  const [row] = await ctx.db.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
  if (!row) throw AppError.notFound();
  return resolveSettings(row.settings);
}

/** Saves the given fields (each already validated); the others keep their values. */
export async function updateSettings(ctx: ServiceContext, userId: string, update: TSettingsUpdate): Promise<TSettings> {
  const settings = { ...(await getSettings(ctx, userId)), ...update };
  await ctx.db.update(users).set({ settings, updatedAt: ctx.now }).where(eq(users.id, userId));
  return settings;
}
