import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

/** A section on a card; `tone="accent"` tints it for an offer (the upgrade). */
export function Card({
  className,
  tone = "default",
  ...props
}: ComponentProps<"section"> & { tone?: "default" | "accent" }) {
  return (
    <section
      className={cn(
        "rounded-xl border p-6 text-card-foreground shadow-sm",
        tone === "accent" ? "bg-accent/40" : "bg-card",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-1 text-sm text-muted-foreground", className)} {...props} />;
}
