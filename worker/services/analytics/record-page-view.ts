import { analyticsEvents } from "#db/schema/index";
import type { ServiceContext } from "#worker/ports";
import { getSettings } from "../users/settings";
import { takePageView } from "./page-view-limit";

/**
 * Stores a page view unless the signed-in user turned analytics off (the browser also sends none
 * then; this is the server's own guarantee) or the address is over its rate. Returns whether it
 * was stored.
 */
export async function recordPageView(ctx: ServiceContext, userId: string | null, path: string): Promise<boolean> {
  if (userId && !(await getSettings(ctx, userId)).analytics) return false;
  if (!takePageView(ctx.clientIp, ctx.now)) return false;
  await ctx.db.insert(analyticsEvents).values({ userId, path, createdAt: ctx.now });
  return true;
}
