import { Languages } from "lucide-react";
import { useId } from "react";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { cn } from "#web/lib/cn.ts";
import { usePreferences, usePreferencesStore, useT } from "#web/lib/i18n/i18n-context.tsx";
import { LANGUAGE_NAMES, LANGUAGES } from "#web/lib/i18n/languages.ts";
import { languageChoice } from "./language-choice";
import { layoutMessages } from "./layout.messages";
import { useSavePreference } from "./use-save-preference";

/**
 * The interface language, each offered in its own name. A native select (keyboard, screen readers
 * and the phone's own picker all work) laid invisibly over a compact face showing the current
 * one's code: translated navigation needs the header's width.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT(layoutMessages);
  const { language } = usePreferences();
  const preferences = usePreferencesStore();
  const { user } = useAuthState();
  const savePreference = useSavePreference();
  const id = useId();

  const choose = (value: string) => {
    const choice = languageChoice(value, user !== null);
    if (!choice) return;
    preferences.update(choice.preferences);
    savePreference(choice.save ?? choice.preferences);
  };

  return (
    <div
      className={cn(
        "relative inline-flex h-9 items-center gap-1.5 rounded-lg border bg-muted px-2.5 text-sm font-medium text-muted-foreground hover:text-foreground",
        "has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-ring",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span aria-hidden="true" className="uppercase">
        {language}
      </span>
      <label htmlFor={id} className="sr-only">
        {t("language")}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => choose(event.target.value)}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
