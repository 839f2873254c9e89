import type { ReactNode } from "react";
import type { TMoney } from "#shared/blueprint/schema";
import { type Translate, useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { useMoneyFormat } from "./money-format";

/** What a card shows: label and value pairs, side by side from small screens up. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="m-0 min-w-0 break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "$40,000 to $60,000", "$500,000", "Up to $60,000" or Not stated: what an amount (and its range's top) reads as. */
export function useAmountText() {
  const t = useT(blueprintMessages);
  const { money } = useMoneyFormat();
  return (value: Pick<TMoney, "amount" | "upTo" | "currency"> | null) => {
    if (!value || (value.amount === null && value.upTo === null)) return t("notStated");
    if (value.amount === null) return `${t("upTo")} ${money(value.upTo ?? 0, value.currency)}`;
    if (value.upTo === null) return money(value.amount, value.currency);
    return t("range", { from: money(value.amount, value.currency), to: money(value.upTo, value.currency) });
  };
}

/** The founder's words beside the figures read from them. */
export function writtenRow(t: Translate<typeof blueprintMessages.en>, text: string | undefined) {
  return text?.trim() ? ([[t("asWritten"), t("quoted", { text: text.trim() })]] as const) : [];
}
