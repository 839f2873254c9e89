import { describe, expect, it } from "vitest";
import {
  applySettingsUpdate,
  DEFAULT_SETTINGS,
  resolveSettings,
  storedAfterUpdate,
  type TSettings,
  ZSettingsUpdate,
} from "#shared/schemas/settings";
import { createFormatter } from "#web/lib/i18n/format.ts";
import { createPreferencesStore, PREFERENCES_STORAGE_KEY, preferencesFromSettings } from "#web/lib/i18n/preferences.ts";
import { type DeviceSync, EMPTY_DEVICE_SYNC, settleSettings } from "#web/lib/settings/adopt-choices.ts";
import { adoptSaved, readDeviceSync, recordChange, settleChanges } from "#web/lib/settings/device-sync.ts";

const USER = "user-1";
const T1 = "2026-03-01T10:00:00.000Z";
const T2 = "2026-03-01T11:00:00.000Z";

const saved = (over: Partial<TSettings> = {}): TSettings => ({
  ...DEFAULT_SETTINGS,
  updatedAt: T1,
  followsDevice: ["timezone", "dateFormat"],
  ...over,
});
const device = (over: Partial<DeviceSync> = {}): DeviceSync => ({ ...EMPTY_DEVICE_SYNC, user: USER, ...over });

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe("settleSettings: the server wins unless this device changed something after it", () => {
  it("takes the server's settings when the device only has its cache (no change of its own)", () => {
    // Browser A showed French (saved at T1); browser B chose German at T2; A reloads.
    expect(settleSettings(saved({ language: "de", updatedAt: T2 }), device({ seen: T1 }), USER)).toBeUndefined();
    // Even when B went back to the defaults, A's cache does not come back.
    expect(
      settleSettings(saved({ updatedAt: T2 }), device({ seen: T1 }), USER, { language: "fr", theme: "dark" }),
    ).toBeUndefined();
  });

  it("saves a change the device made after the server's last save", () => {
    const mine = device({ seen: T1, changes: { language: "es" }, changedAt: "2026-03-01T12:00:00.000Z" });
    expect(settleSettings(saved({ language: "de", updatedAt: T2 }), mine, USER)).toEqual({ language: "es" });
  });

  it("drops a change older than the server's last save", () => {
    const mine = device({ seen: T1, changes: { language: "es" }, changedAt: "2026-03-01T10:30:00.000Z" });
    expect(settleSettings(saved({ language: "de", updatedAt: T2 }), mine, USER)).toBeUndefined();
  });

  it("keeps the device's change when the server still holds what the device last saw, whatever the clocks say", () => {
    const mine = device({ seen: T2, changes: { theme: "dark" }, changedAt: "2020-01-01T00:00:00.000Z" });
    expect(settleSettings(saved({ updatedAt: T2 }), mine, USER)).toEqual({ theme: "dark" });
    // Another account's "seen" proves nothing.
    expect(settleSettings(saved({ updatedAt: T2 }), { ...mine, user: "someone-else" }, USER)).toBeUndefined();
  });

  it("saves what the browser shows for an account never saved (chosen before signing up)", () => {
    const fresh = saved({ updatedAt: null });
    expect(settleSettings(fresh, device(), USER, { language: "fr", theme: "dark" })).toEqual({
      language: "fr",
      theme: "dark",
    });
    expect(settleSettings(fresh, device(), USER, { language: "en", theme: "system" })).toBeUndefined();
  });

  it("sends nothing the server already holds; null forgets only a saved choice", () => {
    const mine = device({ seen: T1, changes: { language: "en", timezone: null }, changedAt: T2 });
    expect(settleSettings(saved(), mine, USER)).toBeUndefined();
    const chosen = saved({ timezone: "Europe/Paris", followsDevice: ["dateFormat"] });
    expect(settleSettings(chosen, mine, USER)).toEqual({ timezone: null });
  });
});

describe("the device's own changes", () => {
  it("are recorded with their time, settled by the save's answer, dropped when the server's are taken", () => {
    const storage = memoryStorage();
    const now = new Date(T2);
    recordChange({ language: "es" }, now, storage);
    recordChange({ theme: "dark" }, now, storage);
    expect(readDeviceSync(storage)).toEqual({
      user: null,
      seen: null,
      changes: { language: "es", theme: "dark" },
      changedAt: T2,
    });
    settleChanges({ language: "es" }, { user: USER, updatedAt: T2 }, storage);
    expect(readDeviceSync(storage)).toEqual({ user: USER, seen: T2, changes: { theme: "dark" }, changedAt: T2 });
    // A failed save gives its change up (the screen puts the saved value back).
    settleChanges({ theme: "dark" }, undefined, storage);
    expect(readDeviceSync(storage)).toEqual({ user: USER, seen: T2, changes: {}, changedAt: null });
    recordChange({ language: "fr" }, now, storage);
    adoptSaved(USER, "2026-03-02T00:00:00.000Z", storage);
    expect(readDeviceSync(storage).changes).toEqual({});
  });

  it("a later change of the same field outlives the answer to an earlier save", () => {
    const storage = memoryStorage();
    recordChange({ language: "es" }, new Date(T1), storage);
    recordChange({ language: "de" }, new Date(T2), storage);
    settleChanges({ language: "es" }, { user: USER, updatedAt: T1 }, storage);
    expect(readDeviceSync(storage).changes).toEqual({ language: "de" });
  });
});

describe("the saved settings on the server", () => {
  it("carry when they were saved, and which choices are left to the device", () => {
    expect(resolveSettings({})).toEqual({
      ...DEFAULT_SETTINGS,
      updatedAt: null,
      followsDevice: ["timezone", "dateFormat"],
    });
    const stored = storedAfterUpdate({}, { language: "de", timezone: "Europe/Paris" }, new Date(T2));
    expect(stored).toMatchObject({ language: "de", timezone: "Europe/Paris", updatedAt: T2 });
    expect(stored).not.toHaveProperty("dateFormat");
    expect(resolveSettings(stored)).toMatchObject({
      language: "de",
      timezone: "Europe/Paris",
      updatedAt: T2,
      followsDevice: ["dateFormat"],
    });
    const forgotten = storedAfterUpdate(stored, { timezone: null }, new Date(T2));
    expect(resolveSettings(forgotten)).toMatchObject({
      timezone: DEFAULT_SETTINGS.timezone,
      followsDevice: ["timezone", "dateFormat"],
    });
  });

  it("read a row saved before updatedAt existed: its default zone and format were not choices", () => {
    const old = { ...DEFAULT_SETTINGS, language: "fr" };
    expect(resolveSettings(old)).toMatchObject({
      language: "fr",
      updatedAt: null,
      followsDevice: ["timezone", "dateFormat"],
    });
    expect(resolveSettings({ ...old, timezone: "Europe/London" }).followsDevice).toEqual(["dateFormat"]);
  });

  it("accept null for the time zone and date format only", () => {
    expect(ZSettingsUpdate.safeParse({ timezone: null, dateFormat: null }).success).toBe(true);
    expect(ZSettingsUpdate.safeParse({ language: null }).success).toBe(false);
    expect(ZSettingsUpdate.safeParse({ updatedAt: T1 }).success).toBe(false);
  });

  it("an update applies the same way on the device", () => {
    expect(applySettingsUpdate(saved(), { timezone: "Europe/Paris" })).toMatchObject({
      timezone: "Europe/Paris",
      followsDevice: ["dateFormat"],
    });
    expect(
      applySettingsUpdate(saved({ timezone: "Europe/Paris", followsDevice: [] }), { timezone: null }),
    ).toMatchObject({
      timezone: DEFAULT_SETTINGS.timezone,
      followsDevice: ["timezone"],
    });
  });
});

describe("dates, one format and the device's time zone unless chosen", () => {
  const moment = "2026-01-02T03:04:05.000Z";

  it("follows the language's order until a format is chosen, and uses it for every kind of date", () => {
    const base = { analytics: true, timezone: "Europe/Paris" as const };
    expect(createFormatter({ ...base, language: "en", dateFormat: null }).date(moment)).toBe("01/02/2026");
    const german = createFormatter({ ...base, language: "de", dateFormat: null });
    expect(german.date(moment)).toBe("02/01/2026");
    expect(german.mediumDate(moment)).toBe(german.date(moment));
    expect(german.utcDate("2026-12-01T00:00:00.000Z")).toBe("01/12/2026");
    expect(createFormatter({ ...base, language: "de", dateFormat: "YYYY-MM-DD" }).mediumDate(moment)).toBe(
      "2026-01-02",
    );
  });

  it("uses the device's time zone when none is chosen", () => {
    const deviceDay = new Intl.DateTimeFormat("en-US", { day: "2-digit" }).format(new Date(moment));
    const format = createFormatter({ analytics: true, language: "en", timezone: null, dateFormat: "YYYY-MM-DD" });
    expect(format.date(moment).slice(-2)).toBe(deviceDay);
    expect(
      createFormatter({
        analytics: true,
        language: "en",
        timezone: "America/Los_Angeles",
        dateFormat: "YYYY-MM-DD",
      }).date(moment),
    ).toBe("2026-01-01");
  });

  it("preferences: unchosen ones are null, and an older stored default is not a choice", () => {
    expect(preferencesFromSettings(saved({ language: "fr" }))).toEqual({
      language: "fr",
      timezone: null,
      dateFormat: null,
      analytics: true,
    });
    const storage = memoryStorage();
    storage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ language: "es", timezone: "America/New_York", dateFormat: "MM/DD/YYYY" }),
    );
    expect(createPreferencesStore(storage).getState()).toEqual({
      language: "es",
      timezone: null,
      dateFormat: null,
      analytics: true,
    });
    const store = createPreferencesStore(storage);
    store.update({ timezone: "America/New_York" });
    expect(createPreferencesStore(storage).getState().timezone).toBe("America/New_York");
  });
});
