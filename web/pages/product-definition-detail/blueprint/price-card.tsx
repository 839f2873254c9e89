import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { setPrice } from "#shared/blueprint/edits";
import { PRICE_MODELS, PRICE_PERIODS, type TBlueprint, type TPrice } from "#shared/blueprint/schema";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { Facts, writtenRow } from "./money-facts";
import { ChoiceField, CurrencyField, type FormProblem, MoneyCard, MoneyForm, TextField } from "./money-fields";
import { readCurrency, useMoneyFormat } from "./money-format";
import type { BlueprintEditor } from "./use-blueprint-editor";

type Key = keyof typeof blueprintMessages.en;
type Model = TPrice["model"];
type Period = (typeof PRICE_PERIODS)[number];

const MODEL_KEYS: Record<Model, Key> = {
  subscription: "modelSubscription",
  per_seat: "modelPer_seat",
  per_unit: "modelPer_unit",
  commission: "modelCommission",
  one_time: "modelOne_time",
  other: "modelOther",
};
export const PERIOD_KEYS: Record<Period, Key> = {
  month: "periodMonth",
  year: "periodYear",
  week: "periodWeek",
  once: "periodOnce",
  use: "periodUse",
};

type Props = { blueprint: TBlueprint; editor: BlueprintEditor };

/** The price as the deck's revenue arithmetic reads it: model, amount per what and when, commission, minimum. */
export function PriceCard({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  const { money, percent } = useMoneyFormat();
  const price = blueprint.product.price;
  const disabled = !editor.editable || editor.locked;
  if (!price) {
    return (
      <MoneyCard
        title={t("price")}
        editLabel={t("addPrice")}
        editable={editor.editable}
        disabled={disabled}
        facts={<p className="text-muted-foreground">{t("noPrice")}</p>}
        opener={(open, ref) => (
          <div>
            <Button ref={ref} variant="outline" disabled={disabled} onClick={open}>
              <Plus aria-hidden="true" />
              {t("addPrice")}
            </Button>
          </div>
        )}
        form={(close) => <PriceForm blueprint={blueprint} editor={editor} close={close} />}
      />
    );
  }
  const each = [
    price.amount === null ? t("notStated") : money(price.amount, price.currency),
    price.unit ? t("perUnit", { unit: price.unit }) : null,
    price.period ? t(PERIOD_KEYS[price.period]) : null,
  ];
  const rows: (readonly [string, string])[] = [
    [t("priceModel"), t(MODEL_KEYS[price.model])],
    [t("amount"), each.filter(Boolean).join(" ")],
  ];
  if (price.commissionPercent !== null) rows.push([t("commission"), percent(price.commissionPercent)]);
  if (price.minimum) {
    rows.push([t("minimum"), money(price.minimum.amount, price.minimum.currency ?? price.currency)]);
  }
  return (
    <MoneyCard
      title={t("price")}
      editLabel={t("editPrice")}
      editable={editor.editable}
      disabled={disabled}
      actions={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("removePrice")}
          title={t("removePrice")}
          disabled={disabled}
          onClick={() => editor.edit((current) => setPrice(current, null))}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      facts={<Facts rows={[...rows, ...writtenRow(t, price.text)]} />}
      form={(close) => <PriceForm blueprint={blueprint} editor={editor} close={close} />}
    />
  );
}

type PriceDraft = {
  model: Model;
  amount: string;
  currency: string;
  unit: string;
  period: Period | "";
  commission: string;
  minimum: string;
};

function PriceForm({ blueprint, editor, close }: Props & { close(): void }) {
  const t = useT(blueprintMessages);
  const format = useMoneyFormat();
  const problemId = useId();
  const price = blueprint.product.price;
  const [draft, setDraft] = useState<PriceDraft>({
    model: price?.model ?? "subscription",
    amount: format.draft(price?.amount ?? null),
    // A new price is most likely in the budget's currency.
    currency: price?.currency ?? blueprint.product.budget.currency ?? "",
    unit: price?.unit ?? "",
    period: price?.period ?? "",
    commission: format.draft(price?.commissionPercent ?? null),
    minimum: format.draft(price?.minimum?.amount ?? null),
  });
  const [problem, setProblem] = useState<FormProblem>(null);
  const change = (patch: Partial<PriceDraft>) => setDraft({ ...draft, ...patch });
  const submit = () => {
    const amount = format.read(draft.amount);
    const currency = readCurrency(draft.currency);
    const commission = format.read(draft.commission);
    const minimum = format.read(draft.minimum);
    if (amount === "invalid") return setProblem({ field: "amount", message: t("refusedAmount") });
    if (currency === "invalid") return setProblem({ field: "currency", message: t("refusedCurrency") });
    if (commission === "invalid" || (commission !== null && commission > 100)) {
      return setProblem({ field: "commission", message: t("refusedPercent") });
    }
    if (minimum === "invalid") return setProblem({ field: "minimum", message: t("refusedAmount") });
    setProblem(null);
    const fields = {
      model: draft.model,
      amount,
      currency,
      unit: draft.unit,
      period: draft.period || null,
      commissionPercent: commission,
      minimum,
    };
    if (editor.edit((current) => setPrice(current, fields))) close();
  };
  const field = { problem, problemId };
  return (
    <MoneyForm
      problem={problem}
      problemId={problemId}
      disabled={!editor.editable || editor.locked}
      onSubmit={submit}
      onCancel={close}
    >
      <ChoiceField
        label={t("priceModel")}
        value={draft.model}
        onChange={(model) => change({ model: model as Model })}
        options={PRICE_MODELS.map((model) => [model, t(MODEL_KEYS[model])] as const)}
      />
      <TextField
        {...field}
        name="amount"
        label={t("amount")}
        inputMode="decimal"
        value={draft.amount}
        onChange={(amount) => change({ amount })}
      />
      <CurrencyField {...field} value={draft.currency} onChange={(currency) => change({ currency })} />
      <TextField
        {...field}
        name="unit"
        label={t("priceUnit")}
        maxLength={60}
        value={draft.unit}
        onChange={(unit) => change({ unit })}
      />
      <ChoiceField
        label={t("period")}
        value={draft.period}
        onChange={(period) => change({ period: period as Period | "" })}
        options={[["", t("periodNone")], ...PRICE_PERIODS.map((period) => [period, t(PERIOD_KEYS[period])] as const)]}
      />
      <TextField
        {...field}
        name="commission"
        label={t("commission")}
        inputMode="decimal"
        value={draft.commission}
        onChange={(commission) => change({ commission })}
      />
      <TextField
        {...field}
        name="minimum"
        label={t("minimum")}
        inputMode="decimal"
        value={draft.minimum}
        onChange={(minimum) => change({ minimum })}
      />
    </MoneyForm>
  );
}
