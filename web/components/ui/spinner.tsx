import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

type SpinnerProps = { label?: string; className?: string };

/** A spinning indicator announced to assistive technology as a status with a text label. */
export function Spinner({ label = "Loading", className }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
