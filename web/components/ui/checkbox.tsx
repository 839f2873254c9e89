import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

/** A native checkbox in the theme's colours: the browser keeps its keyboard and screen-reader behaviour. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-4 shrink-0 cursor-pointer rounded-sm accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-2 aria-invalid:outline-destructive",
        className,
      )}
      {...props}
    />
  );
}
