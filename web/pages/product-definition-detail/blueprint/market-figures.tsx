import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  addMarketFigure,
  deleteMarketFigure,
  MAX_FIGURES,
  setMarketFigure,
  type TFigureFields,
} from "#shared/blueprint/edits";
import type { TBlueprint, TMarketFigure } from "#shared/blueprint/schema";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { Facts, writtenRow } from "./money-facts";
import {
  ChoiceField,
  CurrencyField,
  type FormProblem,
  MoneyCard,
  MoneyForm,
  TextField,
  useFocusSwap,
} from "./money-fields";
import { readCurrency, useMoneyFormat } from "./money-format";
import { PERIOD_KEYS } from "./price-card";
import type { BlueprintEditor } from "./use-blueprint-editor";

type Label = NonNullable<TMarketFigure["label"]>;
type Period = NonNullable<TMarketFigure["period"]>;
const LABEL_KEYS = { tam: "labelTam", sam: "labelSam", som: "labelSom" } as const;
const LABELS: readonly Label[] = ["tam", "sam", "som"];
const PERIODS: readonly Period[] = ["year", "month"];

type Props = { blueprint: TBlueprint; editor: BlueprintEditor };

/** The market figures in money, one row each (TAM, SAM, SOM or none), up to six. */
export function MarketFiguresList({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  const [adding, setAdding] = useState(false);
  const { button, body } = useFocusSwap(adding);
  const figures = blueprint.product.marketFigures;
  const disabled = !editor.editable || editor.locked;
  const full = figures.length >= MAX_FIGURES;
  return (
    <>
      {figures.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {figures.map((figure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a figure is its position in the list.
            <li key={index} className="min-w-0">
              <FigureItem figure={figure} index={index} editor={editor} />
            </li>
          ))}
        </ul>
      )}
      {editor.editable &&
        (adding ? (
          <fieldset aria-label={t("addFigure")} className="m-0 rounded-lg border border-dashed p-3 text-sm">
            <div ref={body}>
              <FigureForm
                figure={null}
                editor={editor}
                currency={blueprint.product.price?.currency ?? blueprint.product.budget.currency}
                close={() => setAdding(false)}
              />
            </div>
          </fieldset>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Button ref={button} variant="outline" disabled={disabled || full} onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t("addFigure")}
            </Button>
            {full && <span className="text-sm text-muted-foreground">{t("atMost", { count: MAX_FIGURES })}</span>}
          </div>
        ))}
    </>
  );
}

function FigureItem({ figure, index, editor }: { figure: TMarketFigure; index: number; editor: BlueprintEditor }) {
  const t = useT(blueprintMessages);
  const { money } = useMoneyFormat();
  const disabled = !editor.editable || editor.locked;
  const number = index + 1;
  const amount = [money(figure.amount, figure.currency), figure.period ? t(PERIOD_KEYS[figure.period]) : null];
  const facts = (
    <>
      {figure.label && (
        <Badge variant="outline" className="justify-self-start">
          {t(LABEL_KEYS[figure.label])}
        </Badge>
      )}
      <Facts rows={[[t("amount"), amount.filter(Boolean).join(" ")], ...writtenRow(t, figure.text)]} />
    </>
  );
  return (
    <MoneyCard
      title={t("marketFigure", { number })}
      editLabel={t("editFigure", { number })}
      editable={editor.editable}
      disabled={disabled}
      actions={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("removeFigure", { number })}
          title={t("removeFigure", { number })}
          disabled={disabled}
          onClick={() => editor.edit((current) => deleteMarketFigure(current, index))}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      facts={facts}
      form={(close) => <FigureForm figure={figure} index={index} editor={editor} close={close} />}
    />
  );
}

type FormProps = {
  /** The figure corrected; null for a new one. */
  figure: TMarketFigure | null;
  index?: number;
  /** A new figure's currency. */
  currency?: string | null;
  editor: BlueprintEditor;
  close(): void;
};

function FigureForm({ figure, index = 0, currency, editor, close }: FormProps) {
  const t = useT(blueprintMessages);
  const format = useMoneyFormat();
  const problemId = useId();
  const [draft, setDraft] = useState<{ label: Label | ""; amount: string; currency: string; period: Period | "" }>({
    label: figure?.label ?? "",
    amount: format.draft(figure?.amount ?? null),
    currency: figure ? (figure.currency ?? "") : (currency ?? ""),
    period: figure ? (figure.period ?? "") : "year",
  });
  const [problem, setProblem] = useState<FormProblem>(null);
  const submit = () => {
    const amount = format.read(draft.amount);
    const code = readCurrency(draft.currency);
    if (amount === "invalid") return setProblem({ field: "amount", message: t("refusedAmount") });
    if (amount === null) return setProblem({ field: "amount", message: t("refusedAmountMissing") });
    if (code === "invalid") return setProblem({ field: "currency", message: t("refusedCurrency") });
    setProblem(null);
    const fields: TFigureFields = {
      label: draft.label || null,
      amount,
      currency: code,
      period: draft.period || null,
    };
    const made = editor.edit((current) =>
      figure ? setMarketFigure(current, index, fields) : addMarketFigure(current, fields),
    );
    if (made) close();
  };
  const field = { problem, problemId };
  return (
    <MoneyForm
      problem={problem}
      problemId={problemId}
      submit={figure ? undefined : t("addFigure")}
      disabled={!editor.editable || editor.locked}
      onSubmit={submit}
      onCancel={close}
    >
      <ChoiceField
        label={t("figureLabel")}
        value={draft.label}
        onChange={(label) => setDraft({ ...draft, label: label as Label | "" })}
        options={[["", t("labelNone")], ...LABELS.map((label) => [label, t(LABEL_KEYS[label])] as const)]}
      />
      <TextField
        {...field}
        name="amount"
        label={t("amount")}
        inputMode="decimal"
        value={draft.amount}
        onChange={(amount) => setDraft({ ...draft, amount })}
      />
      <CurrencyField {...field} value={draft.currency} onChange={(value) => setDraft({ ...draft, currency: value })} />
      <ChoiceField
        label={t("period")}
        value={draft.period}
        onChange={(period) => setDraft({ ...draft, period: period as Period | "" })}
        options={[["", t("periodNone")], ...PERIODS.map((period) => [period, t(PERIOD_KEYS[period])] as const)]}
      />
    </MoneyForm>
  );
}
