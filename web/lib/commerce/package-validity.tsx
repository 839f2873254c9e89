import { CalendarClock } from "lucide-react";
import { packageById } from "#shared/commerce/catalogue";
import { cn } from "../cn";
import { useT } from "../i18n/i18n-context";
import { commerceMessages } from "./commerce.messages";

/** How long an hour package's hours can be used ("Valid for 2 months after purchase"); nothing for the others. */
export function PackageValidity({ packageId, className }: { packageId: string; className?: string }) {
  const t = useT(commerceMessages);
  const months = packageById(packageId)?.validityMonths;
  if (!months) return null;
  return (
    <p className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)}>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {t.plural("validFor", months)}
    </p>
  );
}
