import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

type RadioCardOption<V extends string> = { value: V; label: string; icon?: ReactNode };

type RadioCardsProps<V extends string> = {
  legend: string;
  name: string;
  value: V;
  options: readonly RadioCardOption<V>[];
  onChange(value: V): void;
  hint?: string;
  className?: string;
};

/**
 * One choice among a few, as native radio buttons drawn as cards: arrows move between them and
 * screen readers hear the group's legend, each option and which one is chosen.
 */
export function RadioCards<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
  className,
}: RadioCardsProps<V>) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset aria-describedby={hintId} className={cn("grid gap-2", className)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border bg-background px-3 py-2.5 text-sm font-medium transition-colors hover:bg-accent",
              "has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary focus-visible:outline-none"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
