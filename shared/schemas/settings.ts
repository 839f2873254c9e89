import { z } from "zod";
// Kept beside the options, without zod: the web app applies it in its first chunk.
import { applySettingsUpdate } from "../settings/apply-update";
import {
  DATE_FORMATS,
  DEFAULT_SETTINGS,
  DEVICE_SETTINGS,
  LANGUAGES,
  PROFILE_VISIBILITIES,
  type TDeviceSetting,
  THEMES,
  TIMEZONES,
} from "../settings/options";

export type { TLanguage } from "../settings/options";
export type { TDeviceSetting };
export {
  applySettingsUpdate,
  DATE_FORMATS,
  DEFAULT_SETTINGS,
  DEVICE_SETTINGS,
  LANGUAGES,
  PROFILE_VISIBILITIES,
  THEMES,
  TIMEZONES,
};

const flag = z.boolean({ error: "must be true or false" });

const ZSettingsChoices = z.object({
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
});
/** The user's choices alone (what DEFAULT_SETTINGS holds). */
export type TSettingsChoices = z.infer<typeof ZSettingsChoices>;

export const ZSettings = ZSettingsChoices.extend({
  updatedAt: z.iso.datetime().nullable().meta({
    description:
      "When the settings were last saved (set by the server on every save); null while never saved. A device's change made after it wins over the saved settings, an older one does not.",
  }),
  followsDevice: z.array(z.enum(DEVICE_SETTINGS)).meta({
    description:
      "The settings the user has not chosen: `timezone` and `dateFormat` then hold the defaults, and the web app shows the device's time zone and the language's date order instead.",
  }),
}).meta({ id: "Settings" });
export type TSettings = z.infer<typeof ZSettings>;

/**
 * PUT /api/users/me/settings: any subset of the fields; the others keep their saved values.
 * `timezone` or `dateFormat` null forgets the choice (the device's own applies again).
 */
export const ZSettingsUpdate = ZSettingsChoices.partial()
  .extend({
    timezone: ZSettingsChoices.shape.timezone.nullable().optional(),
    dateFormat: ZSettingsChoices.shape.dateFormat.nullable().optional(),
  })
  .strict()
  .meta({ id: "SettingsUpdate" });
export type TSettingsUpdate = z.infer<typeof ZSettingsUpdate>;

/**
 * The saved settings over the defaults; anything stored that no longer validates falls back.
 * Rows saved before `updatedAt` existed held every field, so a default time zone or date format
 * there was not a choice either.
 */
export function resolveSettings(stored: unknown): TSettings {
  const saved = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(ZSettingsChoices.shape)) {
    const parsed = schema.safeParse(saved[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  const updatedAt = z.iso.datetime().safeParse(saved.updatedAt);
  out.updatedAt = updatedAt.success ? updatedAt.data : null;
  out.followsDevice = DEVICE_SETTINGS.filter(
    (key) =>
      !ZSettingsChoices.shape[key].safeParse(saved[key]).success ||
      (!updatedAt.success && saved[key] === DEFAULT_SETTINGS[key]),
  );
  return out as TSettings;
}

/**
 * What is stored after an update: the fields given replace the stored ones, null forgets a
 * choice, and `updatedAt` is the server's time of saving. Fields never chosen stay unstored.
 */
export function storedAfterUpdate(stored: unknown, update: TSettingsUpdate, now: Date): Record<string, unknown> {
  const next = applySettingsUpdate(resolveSettings(stored), update);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(ZSettingsChoices.shape) as (keyof TSettingsChoices)[]) {
    if (!(next.followsDevice as readonly string[]).includes(key)) out[key] = next[key];
  }
  out.updatedAt = now.toISOString();
  return out;
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
