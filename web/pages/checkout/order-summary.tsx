import { Check, ShieldCheck } from "lucide-react";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { Card, CardTitle } from "#web/components/ui/card.tsx";
import { formatDollars } from "#web/lib/commerce/money.ts";
import { usePackageTexts } from "#web/lib/commerce/package-text.ts";
import { PackageValidity } from "#web/lib/commerce/package-validity.tsx";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { checkoutMessages } from "./checkout.messages";
import type { OrderTotals } from "./order-totals";
import { QuantityStepper } from "./quantity-stepper";

type OrderSummaryProps = {
  item: TCatalogueEntry;
  quantity: number;
  totals: OrderTotals;
  onQuantityChange(quantity: number): void;
  locked: boolean;
};

/** The package, its features, the quantity and the money (spec section 2, /checkout). */
export function OrderSummary({ item, quantity, totals, onQuantityChange, locked }: OrderSummaryProps) {
  const t = useT(checkoutMessages);
  const text = usePackageTexts();
  const format = useFormat();
  const name = text.name(item);
  const price = formatDollars(item.price, format);
  return (
    <div className="grid content-start gap-4">
      <Card aria-labelledby="order-summary-title">
        <CardTitle id="order-summary-title">{t("summaryTitle")}</CardTitle>
        <div className="mt-4 grid gap-4">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="font-semibold">{name}</h3>
            <span className="text-sm text-muted-foreground">{t("each", { price })}</span>
          </div>
          <PackageValidity packageId={item.id} />
          <ul aria-label={t("features", { name })} className="grid gap-1.5 text-sm">
            {item.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {text.feature(feature)}
              </li>
            ))}
          </ul>
          <QuantityStepper value={quantity} onChange={onQuantityChange} disabled={locked} />
          <dl className="grid gap-2 border-t pt-4 text-sm">
            <Line label={t("subtotal", { quantity, price })} value={format.usd(totals.subtotalCents)} />
            <Line label={t("tax")} value={format.usd(totals.taxCents)} />
            <Line label={t("total")} value={format.usd(totals.totalCents)} strong />
          </dl>
        </div>
      </Card>
      <div className="flex items-start gap-3 rounded-xl border bg-accent/50 p-4 text-sm">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">{t("secureTitle")}</p>
          <p className="text-muted-foreground">{t("secureText")}</p>
        </div>
      </div>
    </div>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between border-t pt-2 text-base font-semibold" : "flex justify-between"}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
