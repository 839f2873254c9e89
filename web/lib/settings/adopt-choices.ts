import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";

/** What this browser shows now (header pickers, an earlier visit). */
export type LocalChoices = Pick<TSettings, "language" | "theme">;

/** What a device remembers about the signed-in user's saved settings (kept in localStorage). */
export type DeviceSync = {
  /** The account whose saved settings `seen` is. */
  user: string | null;
  /** `updatedAt` of the saved settings this device last took or saved. */
  seen: string | null;
  /** Changes made on this device that the server has not confirmed (chosen signed out, or a save under way). */
  changes: TSettingsUpdate;
  /** When the latest of those changes was made, by this device's clock (ISO 8601). */
  changedAt: string | null;
};

export const EMPTY_DEVICE_SYNC: DeviceSync = { user: null, seen: null, changes: {}, changedAt: null };

/**
 * Who wins when a device meets the saved settings (decision 028): the server, unless this device
 * changed something after the server's last save; then those changes are saved (and returned).
 * Undefined means: take the server's settings as they are.
 *
 * A device's changes are newer when the account was never saved, when the server still holds what
 * this device last saw (nothing was saved elsewhere since), or when they were made after the
 * server's `updatedAt`. A device's cache alone is never a change: a language shown because it was
 * saved earlier does not undo the one chosen since on another device.
 */
export function settleSettings(
  server: TSettings,
  device: DeviceSync,
  userId: string,
  shown?: LocalChoices,
): TSettingsUpdate | undefined {
  const wanted: Record<string, unknown> = { ...device.changes };
  // An account never saved: what this browser shows was chosen before signing in (or up).
  if (server.updatedAt === null && shown) {
    for (const key of ["language", "theme"] as const) if (!(key in wanted)) wanted[key] = shown[key];
  }
  const update = differences(server, wanted);
  if (!update) return undefined;
  if (server.updatedAt === null) return update;
  if (device.user === userId && device.seen === server.updatedAt) return update;
  const changedAt = device.changedAt ? Date.parse(device.changedAt) : Number.NaN;
  return changedAt > Date.parse(server.updatedAt) ? update : undefined;
}

/** The changes that would change something: null forgets a choice only where one is saved. */
function differences(server: TSettings, wanted: Record<string, unknown>): TSettingsUpdate | undefined {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    if (value === undefined) continue;
    const follows = (server.followsDevice as readonly string[]).includes(key);
    if (value === null ? !follows : follows || server[key as keyof TSettings] !== value) out[key] = value;
  }
  return Object.keys(out).length > 0 ? (out as TSettingsUpdate) : undefined;
}
