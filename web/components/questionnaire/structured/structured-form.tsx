import { ListChecks, Type } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { answerProblem } from "#web/lib/definitions/answer-problem.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { CharactersLeft, charactersLeft } from "./characters-left";
import { structuredMessages } from "./structured.messages";
import { StructuredControl } from "./structured-control";
import type { StructuredAnswer } from "./use-structured-answer";

type StructuredFormProps = {
  answer: StructuredAnswer;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** The id of the question the answer is for. */
  describedBy?: string;
  disabled?: boolean;
};

/**
 * A structured answer's control with the characters it leaves of the 300 and, read out as they
 * appear, why it cannot be sent yet (over the limit, a row without a name).
 */
export function StructuredForm({ answer, idPrefix, describedBy, disabled }: StructuredFormProps) {
  const t = useT(structuredMessages);
  const serverMessage = useServerMessage();
  const left = charactersLeft(answer.content);
  const countId = `${idPrefix}-count`;
  const problem = left < 0 ? serverMessage(answerProblem("tooLong")) : answer.problem ? t(answer.problem) : "";
  return (
    <div className="grid min-w-0 gap-3">
      {answer.textNotRead && <p className="text-sm text-muted-foreground">{t("textNotRead")}</p>}
      <StructuredControl
        draft={answer.draft}
        onChange={answer.setDraft}
        idPrefix={idPrefix}
        disabled={disabled}
        full={left <= 0}
        describedBy={[describedBy, countId, `${idPrefix}-problem`].filter(Boolean).join(" ")}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p id={`${idPrefix}-problem`} aria-live="polite" className="text-sm text-destructive empty:hidden">
          {problem}
        </p>
        <div className="ml-auto">
          <CharactersLeft id={countId} text={answer.content} />
        </div>
      </div>
    </div>
  );
}

/** "Write it as text instead" under the form, "Use the form instead" under the text. */
export function AnswerModeSwitch({ answer, disabled }: { answer: StructuredAnswer; disabled?: boolean }) {
  const t = useT(structuredMessages);
  const toText = answer.mode === "form";
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto px-0 py-1"
      disabled={disabled}
      onClick={toText ? answer.toText : answer.toForm}
    >
      {toText ? <Type aria-hidden="true" /> : <ListChecks aria-hidden="true" />}
      {toText ? t("writeAsText") : t("useForm")}
    </Button>
  );
}
