import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";
import { DEFAULT_SETTINGS } from "#shared/settings/options";

/** What this browser shows now, chosen before signing in (header pickers, an earlier visit). */
export type LocalChoices = Pick<TSettings, "language" | "theme" | "timezone" | "dateFormat">;

const KEYS = ["language", "theme", "timezone", "dateFormat"] as const;

/**
 * The browser's choices worth saving for an account that has never changed its settings (they are
 * all the defaults): someone who picked Español before signing up keeps it. Undefined when the
 * account has its own choices, which then win, or when there is nothing different to save.
 */
export function choicesToAdopt(saved: TSettings, local: LocalChoices): TSettingsUpdate | undefined {
  const untouched = (Object.keys(DEFAULT_SETTINGS) as (keyof TSettings)[]).every(
    (key) => saved[key] === DEFAULT_SETTINGS[key],
  );
  if (!untouched) return undefined;
  const update: Record<string, string> = {};
  for (const key of KEYS) if (local[key] !== saved[key]) update[key] = local[key];
  return Object.keys(update).length > 0 ? (update as TSettingsUpdate) : undefined;
}
