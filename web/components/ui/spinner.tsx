import { LoaderCircle } from "lucide-react";
import { cn } from "#web/lib/cn.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";

/** Without a label it says "Loading" in the user's language. */
type SpinnerProps = { label?: string; className?: string };

/** A spinning indicator announced to assistive technology as a status with a text label. */
export function Spinner({ label, className }: SpinnerProps) {
  const t = useT(commonMessages);
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}
