import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

/** A form label tied to its control by id, so clicking it focuses the control and screen readers name it. */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<"label"> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cn("text-sm font-medium leading-none", className)} {...props}>
      {children}
    </label>
  );
}
