import { useEffect, useState } from "react";
import { LOCALES } from "#shared/i18n/catalogue";
import type { TLanguage } from "#shared/settings/options";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";
import { loadLanguagePack } from "#web/lib/i18n/language-packs.ts";
import { sharedMessages } from "./shared.messages";

/**
 * The share page speaks the founder's language, whatever the visitor's own: its texts come from
 * that language's pack, loaded here (English shows until it arrives, or if it cannot be fetched).
 */
export function useSharedTexts(language: TLanguage) {
  const [loaded, setLoaded] = useState<TLanguage | null>(language === "en" ? "en" : null);
  useEffect(() => {
    let live = true;
    loadLanguagePack(language).then(
      () => live && setLoaded(language),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  // Made on every render: a translator reads its language's texts when it is made, so the render
  // after the pack arrived shows them.
  return {
    t: translator(sharedMessages, language),
    kinds: translator(documentsMessages, language),
    ready: loaded === language,
  };
}

export type SharedTexts = ReturnType<typeof useSharedTexts>;

/** A date in the founder's language ("22 nov 2026"). */
export function sharedDate(value: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium" }).format(new Date(value));
}

/** One id per page load: every read of this load counts as one view. */
export function newViewId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
