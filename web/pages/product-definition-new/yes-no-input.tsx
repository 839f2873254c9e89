import { questionnaireMessages } from "#web/components/questionnaire/questionnaire.messages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { type PromptInputProps, SendError } from "./answer-controls";

/** A yes/no question (q18) is answered with one of two buttons; the answer sent is the English word. */
export function YesNoInput({ describedBy, sending, error, onSend, onRetry }: PromptInputProps) {
  const t = useT(questionnaireMessages);
  return (
    <div className="grid gap-3">
      <fieldset aria-labelledby={describedBy} className="m-0 min-w-0 border-0 p-0 flex flex-wrap gap-3">
        <Button className="min-w-24" disabled={sending} onClick={() => onSend("Yes")}>
          {t("yes")}
        </Button>
        <Button className="min-w-24" variant="outline" disabled={sending} onClick={() => onSend("No")}>
          {t("no")}
        </Button>
      </fieldset>
      <SendError error={error} sending={sending} onRetry={onRetry} />
    </div>
  );
}
