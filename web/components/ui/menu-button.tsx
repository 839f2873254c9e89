import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { Button } from "./button";

export type MenuItem = {
  label: string;
  /** Why the item is disabled, or what it does; read with the item. */
  description?: string;
  disabled?: boolean;
  onSelect(): void;
};

type MenuButtonProps = {
  label: ReactNode;
  items: readonly MenuItem[];
  className?: string;
  /** Where the menu opens (default: under the button, aligned to its right edge). */
  menuClassName?: string;
};

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): arrows, Home and End move between
 * the items, Escape closes it and returns to the button, Tab or a click outside closes it. A disabled
 * item stays focusable, so its description is heard, but cannot be chosen.
 */
export function MenuButton({ label, items, className, menuClassName = "right-0" }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    setOpen(false);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? 0 : items.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className={cn("relative inline-block", className)}>
      <Button
        ref={button}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDown aria-hidden="true" />
      </Button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          className={cn(
            "absolute z-30 mt-2 grid w-72 max-w-[calc(100vw-2rem)] gap-1 rounded-lg border bg-card p-1 text-card-foreground shadow-lg",
            menuClassName,
          )}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              aria-describedby={item.description ? `${id}-item-${index}` : undefined}
              onClick={() => choose(item)}
              onFocus={() => setActive(index)}
              className="grid gap-0.5 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent focus:bg-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            >
              <span className="font-medium">{item.label}</span>
              {item.description && (
                <span id={`${id}-item-${index}`} className="text-xs text-muted-foreground">
                  {item.description}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
