import type { TSettingsUpdate } from "#shared/schemas/settings";
import { type DeviceSync, EMPTY_DEVICE_SYNC } from "./adopt-choices";

export const DEVICE_SYNC_STORAGE_KEY = "specwright:settings-sync";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDeviceSync(storage: Storage | undefined = browserStorage()): DeviceSync {
  try {
    const raw = storage?.getItem(DEVICE_SYNC_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<DeviceSync>) : {};
    return {
      user: typeof value.user === "string" ? value.user : null,
      seen: typeof value.seen === "string" ? value.seen : null,
      changes: typeof value.changes === "object" && value.changes !== null ? value.changes : {},
      changedAt: typeof value.changedAt === "string" ? value.changedAt : null,
    };
  } catch {
    return EMPTY_DEVICE_SYNC;
  }
}

function write(next: DeviceSync, storage: Storage | undefined) {
  try {
    storage?.setItem(DEVICE_SYNC_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the device simply has nothing of its own to bring to the next load.
  }
}

/** A change made on this device, not yet confirmed by the server, and when it was made. */
export function recordChange(update: TSettingsUpdate, now = new Date(), storage = browserStorage()) {
  const current = readDeviceSync(storage);
  write({ ...current, changes: { ...current.changes, ...update }, changedAt: now.toISOString() }, storage);
}

/**
 * A save has ended: its changes are no longer this device's own (saved, or put back after a
 * failure), unless a later change of the same field replaced them meanwhile. A successful save
 * also tells which saved settings this device now holds.
 */
export function settleChanges(
  update: TSettingsUpdate,
  saved: { user: string; updatedAt: string | null } | undefined,
  storage = browserStorage(),
) {
  const current = readDeviceSync(storage);
  const changes: Record<string, unknown> = { ...current.changes };
  for (const [key, value] of Object.entries(update)) if (changes[key] === value) delete changes[key];
  const left = Object.keys(changes).length > 0;
  write(
    {
      user: saved ? saved.user : current.user,
      seen: saved ? saved.updatedAt : current.seen,
      changes: changes as TSettingsUpdate,
      changedAt: left ? current.changedAt : null,
    },
    storage,
  );
}

/** The device takes the server's settings: its own changes are dropped. */
export function adoptSaved(user: string, updatedAt: string | null, storage = browserStorage()) {
  write({ user, seen: updatedAt, changes: {}, changedAt: null }, storage);
}
