import type { TSettings } from "#shared/schemas/settings";
import { DATE_FORMATS, DEFAULT_SETTINGS, TIMEZONES } from "#shared/settings/options";
import { isLanguage, type Language } from "./languages";

/**
 * The display preferences the interface needs before (and without) the server: language, time
 * zone, date format and whether analytics may be sent. Kept in localStorage so a reload shows the
 * right language at once; the signed-in user's saved settings replace them when they arrive.
 * A time zone or date format of null is one the user has not chosen: the device's time zone and
 * the language's date order apply (decision 028).
 */
export type Preferences = Pick<TSettings, "analytics"> & {
  language: Language;
  timezone: TSettings["timezone"] | null;
  dateFormat: TSettings["dateFormat"] | null;
};

export const PREFERENCES_STORAGE_KEY = "specwright:preferences";

const DEFAULTS: Preferences = {
  language: DEFAULT_SETTINGS.language,
  timezone: null,
  dateFormat: null,
  analytics: DEFAULT_SETTINGS.analytics,
};

// Stored preferences carry this version; earlier ones always held the spec's default time zone and
// date format, which were never a choice there.
const VERSION = 2;

/** The preferences the signed-in user's saved settings give (unchosen ones follow the device). */
export function preferencesFromSettings(
  settings: Pick<TSettings, "language" | "timezone" | "dateFormat" | "analytics" | "followsDevice">,
): Preferences {
  const follows = (key: "timezone" | "dateFormat") => settings.followsDevice.includes(key);
  return {
    language: settings.language,
    timezone: follows("timezone") ? null : settings.timezone,
    dateFormat: follows("dateFormat") ? null : settings.dateFormat,
    analytics: settings.analytics,
  };
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/**
 * `prepareLanguage` makes a language's texts available (the web app loads its pack): a new
 * language is shown once it is ready, the other fields at once. Without it a language applies at once.
 */
export function createPreferencesStore(
  storage: Storage | undefined,
  root?: HTMLElement,
  prepareLanguage?: (language: Language) => Promise<void>,
) {
  let state = read(storage);
  let wantedLanguage = state.language;
  const listeners = new Set<() => void>();
  const apply = () => root?.setAttribute("lang", state.language);
  apply();
  const commit = (next: Preferences) => {
    const merged = sanitize(next);
    if (JSON.stringify(merged) === JSON.stringify(state)) return;
    state = merged;
    try {
      storage?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...state, v: VERSION }));
    } catch {
      // Unavailable storage only means the choice lasts for this visit.
    }
    apply();
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Takes any of the fields (from the settings form or the server); unknown values are ignored. */
    update(next: Partial<Record<keyof Preferences, unknown>>) {
      // A language still loading stays the one asked for when other fields change meanwhile.
      const requested = sanitize({ ...state, language: wantedLanguage, ...next });
      const language = requested.language;
      wantedLanguage = language;
      if (language === state.language || !prepareLanguage) {
        commit(requested);
        return;
      }
      commit({ ...requested, language: state.language });
      // A later choice wins over one still loading; a failed load keeps the language on screen.
      prepareLanguage(language).then(
        () => {
          if (wantedLanguage === language) commit({ ...state, language });
        },
        () => {
          if (wantedLanguage === language) wantedLanguage = state.language;
        },
      );
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;

function read(storage: Storage | undefined): Preferences {
  try {
    const raw = storage?.getItem(PREFERENCES_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (stored.v !== VERSION) {
      if (stored.timezone === DEFAULT_SETTINGS.timezone) stored.timezone = null;
      if (stored.dateFormat === DEFAULT_SETTINGS.dateFormat) stored.dateFormat = null;
    }
    return sanitize(stored);
  } catch {
    return DEFAULTS;
  }
}

function sanitize(value: Partial<Record<keyof Preferences, unknown>>): Preferences {
  return {
    language: isLanguage(value.language) ? value.language : DEFAULTS.language,
    timezone: (TIMEZONES as readonly unknown[]).includes(value.timezone)
      ? (value.timezone as Preferences["timezone"])
      : null,
    dateFormat: (DATE_FORMATS as readonly unknown[]).includes(value.dateFormat)
      ? (value.dateFormat as Preferences["dateFormat"])
      : null,
    analytics: typeof value.analytics === "boolean" ? value.analytics : DEFAULTS.analytics,
  };
}
