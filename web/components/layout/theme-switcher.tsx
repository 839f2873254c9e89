import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "../../lib/cn";
import type { Theme } from "../../lib/theme/theme";
import { useTheme } from "../../lib/theme/use-theme";

const OPTIONS: { theme: Theme; label: string; Icon: typeof Sun }[] = [
  { theme: "light", label: "Light", Icon: Sun },
  { theme: "dark", label: "Dark", Icon: Moon },
  { theme: "system", label: "System", Icon: Monitor },
];

/** Three toggle buttons; the pressed one is the current choice ("System" follows the OS). */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className={cn("inline-flex rounded-lg border bg-muted p-0.5", className)}>
      <legend className="sr-only">Theme</legend>
      {OPTIONS.map(({ theme: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          title={`${label} theme`}
          aria-pressed={theme === option}
          onClick={() => setTheme(option)}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </fieldset>
  );
}
