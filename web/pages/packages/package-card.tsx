import { Check } from "lucide-react";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatDollars } from "#web/lib/commerce/money.ts";
import { usePackageTexts } from "#web/lib/commerce/package-text.ts";
import { PackageValidity } from "#web/lib/commerce/package-validity.tsx";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { packagesMessages } from "./packages.messages";

type PackageCardProps = {
  item: TCatalogueEntry;
  /** The free package the user already has: shown as purchased, not offered again. */
  owned: boolean;
  busy: boolean;
  onChoose(item: TCatalogueEntry): void;
};

/** One package of the catalogue; the recommended one stands out most, the popular one a little. */
export function PackageCard({ item, owned, busy, onChoose }: PackageCardProps) {
  const t = useT(packagesMessages);
  const text = usePackageTexts();
  const format = useFormat();
  const name = text.name(item);
  const free = item.price === 0;
  const titleId = `package-${item.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-recommended={item.recommended || undefined}
      data-popular={item.popular || undefined}
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-6 text-card-foreground",
        item.recommended ? "border-primary shadow-lg ring-2 ring-primary" : "shadow-sm",
        item.popular && !item.recommended && "border-primary/50",
      )}
    >
      {item.badge && (
        <Badge variant={item.recommended ? "default" : "secondary"} className="absolute -top-3 left-6">
          {text.badge(item.badge)}
        </Badge>
      )}
      <h2 id={titleId} className="text-lg font-semibold">
        {name}
      </h2>
      <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">{formatDollars(item.price, format)}</p>
      <PackageValidity packageId={item.id} className="mt-2" />
      <ul aria-label={t("features", { name })} className="mt-4 grid flex-1 content-start gap-2 text-sm">
        {item.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {text.feature(feature)}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={item.recommended ? "default" : "outline"}
        disabled={owned || busy}
        onClick={() => onChoose(item)}
      >
        {t(free ? (owned ? "purchased" : busy ? "activating" : "activateFree") : "choose")}
      </Button>
    </article>
  );
}
