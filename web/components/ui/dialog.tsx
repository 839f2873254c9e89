import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "#web/lib/cn.ts";

type DialogProps = {
  open: boolean;
  /** Escape: the dialog closes without an answer. */
  onCancel(): void;
  titleId: string;
  descriptionId?: string;
  /** For a document or a comparison: up to 56rem instead of 28rem. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus
 * stays inside), moves focus in and gives Escape; the element's own role and name reach screen readers.
 */
export function Dialog({ open, onCancel, titleId, descriptionId, wide = false, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // React owns `open`: the cancel is reported and the dialog closes when the parent says so.
        event.preventDefault();
        onCancel();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] rounded-xl border bg-card p-6 text-card-foreground shadow-lg backdrop:bg-black/50",
        wide ? "max-w-4xl" : "max-w-md",
      )}
    >
      {open && children}
    </dialog>
  );
}
