/**
 * The settings' choices and defaults (spec sections 3 and 9), without zod: the browser's first
 * chunk needs them (language, time zone, date format) and must stay small.
 */
export const THEMES = ["light", "dark", "system"] as const;
export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export const TIMEZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Paris",
] as const;
export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;
export const PROFILE_VISIBILITIES = ["public", "private"] as const;

export type TLanguage = (typeof LANGUAGES)[number];

/** Each language's English name, as a model is told which language to write in. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: "English", es: "Spanish", fr: "French", de: "German" };

/** The defaults of every setting (spec section 9). */
export const DEFAULT_SETTINGS = {
  emailNotifications: true,
  marketingEmails: false,
  documentGenerated: true,
  packageUpdates: true,
  weeklyDigest: true,
  theme: "system",
  language: "en",
  timezone: "America/New_York",
  dateFormat: "MM/DD/YYYY",
  profileVisibility: "private",
  dataSharing: false,
  analytics: true,
} as const satisfies {
  theme: (typeof THEMES)[number];
  language: TLanguage;
  timezone: (typeof TIMEZONES)[number];
  dateFormat: (typeof DATE_FORMATS)[number];
  profileVisibility: (typeof PROFILE_VISIBILITIES)[number];
  [flag: string]: boolean | string;
};

/** The settings a device may leave to itself while the user has not chosen them (decision 028). */
export const DEVICE_SETTINGS = ["timezone", "dateFormat"] as const;
export type TDeviceSetting = (typeof DEVICE_SETTINGS)[number];
