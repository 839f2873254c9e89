import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "#web/lib/cn.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import type { Theme } from "#web/lib/theme/theme.ts";
import { useTheme } from "#web/lib/theme/use-theme.ts";
import { layoutMessages } from "./layout.messages";
import { useSavePreference } from "./use-save-preference";

type Key = keyof typeof layoutMessages.en;

const OPTIONS: { theme: Theme; label: Key; title: Key; Icon: typeof Sun }[] = [
  { theme: "light", label: "light", title: "lightTheme", Icon: Sun },
  { theme: "dark", label: "dark", title: "darkTheme", Icon: Moon },
  { theme: "system", label: "system", title: "systemTheme", Icon: Monitor },
];

/** Three toggle buttons; the pressed one is the current choice ("System" follows the OS). */
export function ThemeSwitcher({ className }: { className?: string }) {
  const t = useT(layoutMessages);
  const { theme, setTheme } = useTheme();
  const savePreference = useSavePreference();
  const choose = (option: Theme) => {
    if (option === theme) return;
    setTheme(option);
    savePreference({ theme: option });
  };
  return (
    <fieldset className={cn("inline-flex rounded-lg border bg-muted p-0.5", className)}>
      <legend className="sr-only">{t("theme")}</legend>
      {OPTIONS.map(({ theme: option, label, title, Icon }) => (
        <button
          key={option}
          type="button"
          title={t(title)}
          aria-pressed={theme === option}
          onClick={() => choose(option)}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{t(label)}</span>
        </button>
      ))}
    </fieldset>
  );
}
