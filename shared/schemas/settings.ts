import { z } from "zod";

import {
  DATE_FORMATS,
  DEFAULT_SETTINGS,
  LANGUAGES,
  PROFILE_VISIBILITIES,
  THEMES,
  TIMEZONES,
} from "../settings/options";

export type { TLanguage } from "../settings/options";
export { DATE_FORMATS, DEFAULT_SETTINGS, LANGUAGES, PROFILE_VISIBILITIES, THEMES, TIMEZONES };

const flag = z.boolean({ error: "must be true or false" });

export const ZSettings = z
  .object({
    emailNotifications: flag,
    marketingEmails: flag,
    documentGenerated: flag,
    packageUpdates: flag,
    weeklyDigest: flag,
    theme: z.enum(THEMES, { error: "theme must be light, dark or system" }),
    language: z.enum(LANGUAGES, { error: "language must be en, es, fr or de" }),
    timezone: z.enum(TIMEZONES, { error: `timezone must be one of ${TIMEZONES.join(", ")}` }),
    dateFormat: z.enum(DATE_FORMATS, { error: `dateFormat must be one of ${DATE_FORMATS.join(", ")}` }),
    profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: "profileVisibility must be public or private" }),
    dataSharing: flag,
    analytics: flag,
  })
  .meta({ id: "Settings" });
export type TSettings = z.infer<typeof ZSettings>;

/** PUT /api/users/me/settings: any subset of the fields; the others keep their saved values. */
export const ZSettingsUpdate = ZSettings.partial().strict().meta({ id: "SettingsUpdate" });
export type TSettingsUpdate = z.infer<typeof ZSettingsUpdate>;

/** The saved settings over the defaults; anything stored that no longer validates falls back. */
export function resolveSettings(stored: unknown): TSettings {
  const saved = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(ZSettings.shape)) {
    const parsed = schema.safeParse(saved[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as TSettings;
}

/** Whether an email of a kind may be sent: the master switch and the kind's own toggle. */
export function mayEmail(settings: TSettings, kind: "documentGenerated" | "packageUpdates" | "weeklyDigest"): boolean {
  return settings.emailNotifications && settings[kind];
}

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(4096),
    newPassword: z.string({ error: "New password is required" }).min(1, "New password is required").max(4096),
    secured: z.boolean().optional(),
  })
  .meta({ id: "ChangePasswordRequest" });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZDeleteAccountRequest = z
  .object({ email: z.string({ error: "Type your email address to confirm" }).min(1).max(254) })
  .meta({ id: "DeleteAccountRequest" });
