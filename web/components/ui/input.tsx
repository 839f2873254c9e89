import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

/** A text input; `aria-invalid` turns its border red. 16 px text on phones, so iOS does not zoom in on focus. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors sm:text-sm",
        "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted read-only:text-muted-foreground",
        "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive",
        className,
      )}
      {...props}
    />
  );
}
