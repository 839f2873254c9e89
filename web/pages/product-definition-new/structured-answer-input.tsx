import { SendHorizontal } from "lucide-react";
import type { TStructuredKind } from "#shared/questionnaire/structured";
import { AnswerModeSwitch, StructuredForm } from "#web/components/questionnaire/structured/structured-form.tsx";
import { useStructuredAnswer } from "#web/components/questionnaire/structured/use-structured-answer.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { AnswerBox } from "./answer-box";
import { type PromptInputProps, SendError } from "./answer-controls";
import { definitionNewMessages } from "./product-definition-new.messages";

/**
 * Roles, data, services and platforms (q7, q9, q10, q11) are answered with their control, which
 * sends its canonical text; "Write it as text instead" opens the usual box, whose prose is sent as
 * typed. Each keeps what it holds while the other is shown.
 */
export function StructuredAnswerInput(props: PromptInputProps & { kind: TStructuredKind }) {
  const { kind, describedBy, sending, error, onSend, onRetry } = props;
  const t = useT(definitionNewMessages);
  const answer = useStructuredAnswer(kind, "");
  if (answer.mode === "text") {
    return (
      <div ref={answer.container}>
        <AnswerBox
          {...props}
          draft={answer.text}
          onDraftChange={answer.setText}
          aside={<AnswerModeSwitch answer={answer} disabled={sending} />}
        />
      </div>
    );
  }
  return (
    <div ref={answer.container} className="grid gap-4">
      <StructuredForm answer={answer} idPrefix={`answer-${kind}`} describedBy={describedBy} disabled={sending} />
      <SendError error={error} sending={sending} onRetry={onRetry} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AnswerModeSwitch answer={answer} disabled={sending} />
        <Button className="ml-auto" disabled={!answer.ready || sending} onClick={() => onSend(answer.content)}>
          <SendHorizontal aria-hidden="true" />
          {sending ? t("sending") : t("send")}
        </Button>
      </div>
    </div>
  );
}
