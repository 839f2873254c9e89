import { useId, useState } from "react";
import { setBudget, setRaise } from "#shared/blueprint/edits";
import type { TBlueprint, TMoney } from "#shared/blueprint/schema";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { MarketFiguresList } from "./market-figures";
import { Facts, useAmountText, writtenRow } from "./money-facts";
import { CurrencyField, type FormProblem, MoneyCard, MoneyForm, TextField } from "./money-fields";
import { readCurrency, useMoneyFormat } from "./money-format";
import { PriceCard } from "./price-card";
import { TeamList } from "./team-list";
import type { BlueprintEditor } from "./use-blueprint-editor";

type Props = { blueprint: TBlueprint; editor: BlueprintEditor };

/**
 * The money and the team (issue 39's fields): the budget, the price, the market figures, the raise
 * and the people, as the deck's arithmetic and cards read them, each correctable in place.
 */
export function MoneyList({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <BudgetCard blueprint={blueprint} editor={editor} />
        <RaiseCard blueprint={blueprint} editor={editor} />
      </div>
      <PriceCard blueprint={blueprint} editor={editor} />
      <section aria-labelledby="blueprint-money-figures" className="grid min-w-0 gap-2">
        <h5 id="blueprint-money-figures" className="text-sm font-medium">
          {t("marketFigures")}
        </h5>
        <MarketFiguresList blueprint={blueprint} editor={editor} />
      </section>
      <section aria-labelledby="blueprint-money-team" className="grid min-w-0 gap-2">
        <h5 id="blueprint-money-team" className="text-sm font-medium">
          {t("team")}
        </h5>
        <TeamList blueprint={blueprint} editor={editor} />
      </section>
    </>
  );
}

function BudgetCard({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  const amountText = useAmountText();
  const budget = blueprint.product.budget;
  return (
    <MoneyCard
      title={t("budget")}
      editLabel={t("editBudget")}
      editable={editor.editable}
      disabled={!editor.editable || editor.locked}
      facts={<Facts rows={[[t("amount"), amountText(budget)], ...writtenRow(t, budget.text)]} />}
      form={(close) => <BudgetForm budget={budget} editor={editor} close={close} />}
    />
  );
}

function BudgetForm({ budget, editor, close }: { budget: TMoney; editor: BlueprintEditor; close(): void }) {
  const t = useT(blueprintMessages);
  const format = useMoneyFormat();
  const problemId = useId();
  const [draft, setDraft] = useState({
    amount: format.draft(budget.amount),
    upTo: format.draft(budget.upTo),
    currency: budget.currency ?? "",
  });
  const [problem, setProblem] = useState<FormProblem>(null);
  const submit = () => {
    const amount = format.read(draft.amount);
    const upTo = format.read(draft.upTo);
    const currency = readCurrency(draft.currency);
    if (amount === "invalid") return setProblem({ field: "amount", message: t("refusedAmount") });
    if (upTo === "invalid") return setProblem({ field: "upTo", message: t("refusedAmount") });
    if (amount !== null && upTo !== null && upTo < amount) {
      return setProblem({ field: "upTo", message: t("refusedRange") });
    }
    if (currency === "invalid") return setProblem({ field: "currency", message: t("refusedCurrency") });
    setProblem(null);
    if (editor.edit((current) => setBudget(current, { amount, upTo, currency }))) close();
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
      <TextField
        {...field}
        name="amount"
        label={t("amount")}
        inputMode="decimal"
        value={draft.amount}
        onChange={(amount) => setDraft({ ...draft, amount })}
      />
      <TextField
        {...field}
        name="upTo"
        label={t("upTo")}
        inputMode="decimal"
        value={draft.upTo}
        onChange={(upTo) => setDraft({ ...draft, upTo })}
      />
      <CurrencyField {...field} value={draft.currency} onChange={(currency) => setDraft({ ...draft, currency })} />
    </MoneyForm>
  );
}

function RaiseCard({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  const amountText = useAmountText();
  const { ask } = blueprint;
  const facts = ask.raising ? (
    <Facts
      rows={[
        [t("amount"), amountText(ask.amount)],
        [t("round"), ask.round || t("notStated")],
        ...writtenRow(t, ask.amount?.text),
      ]}
    />
  ) : (
    <p>{t("notRaising")}</p>
  );
  return (
    <MoneyCard
      title={t("raise")}
      editLabel={t("editRaise")}
      editable={editor.editable}
      disabled={!editor.editable || editor.locked}
      facts={facts}
      form={(close) => <RaiseForm blueprint={blueprint} editor={editor} close={close} />}
    />
  );
}

function RaiseForm({ blueprint, editor, close }: Props & { close(): void }) {
  const t = useT(blueprintMessages);
  const format = useMoneyFormat();
  const problemId = useId();
  const raisingId = useId();
  const { ask } = blueprint;
  const [draft, setDraft] = useState({
    raising: ask.raising,
    amount: format.draft(ask.amount?.amount ?? null),
    currency: ask.amount?.currency ?? blueprint.product.budget.currency ?? "",
    round: ask.round ?? "",
  });
  const [problem, setProblem] = useState<FormProblem>(null);
  const submit = () => {
    const amount = draft.raising ? format.read(draft.amount) : null;
    const currency = draft.raising ? readCurrency(draft.currency) : null;
    if (amount === "invalid") return setProblem({ field: "amount", message: t("refusedAmount") });
    if (currency === "invalid") return setProblem({ field: "currency", message: t("refusedCurrency") });
    setProblem(null);
    const raise = { raising: draft.raising, amount, currency, round: draft.round };
    if (editor.edit((current) => setRaise(current, raise))) close();
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
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox
          id={raisingId}
          checked={draft.raising}
          onChange={(event) => setDraft({ ...draft, raising: event.target.checked })}
        />
        <Label htmlFor={raisingId} className="font-normal">
          {t("raising")}
        </Label>
      </div>
      {draft.raising ? (
        <>
          <TextField
            {...field}
            name="amount"
            label={t("amount")}
            inputMode="decimal"
            value={draft.amount}
            onChange={(amount) => setDraft({ ...draft, amount })}
          />
          <CurrencyField {...field} value={draft.currency} onChange={(currency) => setDraft({ ...draft, currency })} />
          <TextField
            {...field}
            name="round"
            label={t("round")}
            hint={t("roundHint")}
            maxLength={40}
            value={draft.round}
            onChange={(round) => setDraft({ ...draft, round })}
          />
        </>
      ) : (
        <p className="text-muted-foreground sm:col-span-2">{t("notRaising")}</p>
      )}
    </MoneyForm>
  );
}
