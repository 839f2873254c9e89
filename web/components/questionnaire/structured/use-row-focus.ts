import { useEffect, useRef } from "react";

/**
 * Where the focus goes after a row is added or removed: into the new row's first field, or (the
 * removed row's button being gone) onto the Add button, so a keyboard user never lands on <body>.
 */
export function useRowFocus(rows: readonly unknown[]) {
  const fields = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<string | "add" | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the added or removed row has reached the DOM.
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (target === "add") addButton.current?.focus();
    else if (target) fields.current.get(target)?.focus();
  }, [rows]);

  return {
    addButton,
    /** A ref callback for the first field of the row `key`. */
    firstField: (key: string) => (element: HTMLElement | null) => {
      if (element) fields.current.set(key, element);
      else fields.current.delete(key);
    },
    focusRow: (key: string) => {
      pending.current = key;
    },
    focusAdd: () => {
      pending.current = "add";
    },
  };
}
