import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "#web/lib/cn.ts";

/** A disabled tab (nothing to show yet) is skipped by the arrows and cannot be chosen. */
export type Tab<K extends string> = { key: K; label: string; disabled?: boolean };

type TabListProps<K extends string> = {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The id of a tab is `${idPrefix}-${key}-tab`, of its panel `${idPrefix}-${key}-panel`. */
  idPrefix: string;
};

/**
 * The tabs of the WAI-ARIA tabs pattern with automatic activation: Left and Right (and Home, End)
 * move to a tab and show its panel; only the selected tab is in the Tab order.
 */
export function TabList<K extends string>({ label, tabs, selected, onSelect, idPrefix }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const onKeyDown = (event: KeyboardEvent, key: K) => {
    const index = enabled.findIndex((tab) => tab.key === key);
    const last = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = enabled[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1">
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.key}-tab`}
            aria-selected={active}
            aria-controls={`${idPrefix}-${tab.key}-panel`}
            tabIndex={active ? 0 : -1}
            aria-disabled={tab.disabled || undefined}
            onClick={() => !tab.disabled && onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, tab.key)}
            className={cn(
              "flex-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              active && "bg-background text-foreground shadow-sm",
              !active && "text-muted-foreground",
              !active && (tab.disabled ? "cursor-not-allowed opacity-50" : "hover:text-foreground"),
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; tabKey: string; children: ReactNode; className?: string };

export function TabPanel({ idPrefix, tabKey, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-${tabKey}-panel`}
      aria-labelledby={`${idPrefix}-${tabKey}-tab`}
      className={className}
    >
      {children}
    </div>
  );
}
