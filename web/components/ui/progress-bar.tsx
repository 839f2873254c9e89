import { cn } from "#web/lib/cn.ts";
import { usePreferences } from "#web/lib/i18n/i18n-context.tsx";
import { LOCALES } from "#web/lib/i18n/languages.ts";

type ProgressBarProps = { label: string; percent: number; valueText?: string; className?: string };

/** A labelled progress bar from 0 to 100 that screen readers read as a percentage (or `valueText`). */
export function ProgressBar({ label, percent, valueText, className }: ProgressBarProps) {
  const { language } = usePreferences();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const percentText = new Intl.NumberFormat(LOCALES[language], { style: "percent" }).format(value / 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? percentText}
      className={cn("h-3 overflow-hidden rounded-full bg-secondary", className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
