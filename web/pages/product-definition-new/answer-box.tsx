import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { ANSWER_MAX_LENGTH, checkAnswer } from "#shared/questionnaire/answers";
import { AnswerTextarea, answerLength } from "#web/components/questionnaire/answer-textarea.tsx";
import { usePromptTexts } from "#web/components/questionnaire/prompt-texts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { answerProblem } from "#web/lib/definitions/answer-problem.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { type PromptInputProps, RetryButton } from "./answer-controls";
import { definitionNewMessages } from "./product-definition-new.messages";

type AnswerBoxProps = PromptInputProps & {
  /** The text, when the box is the fallback of a structured answer that keeps it (else the box does). */
  draft?: string;
  onDraftChange?(draft: string): void;
  /** Shown at the start of the buttons' line (a structured answer's "Use the form instead"). */
  aside?: ReactNode;
};

/** A text answer: Enter sends, Shift+Enter starts a new line; empty or over 300 characters cannot be sent. */
export function AnswerBox({ prompt, describedBy, sending, error, onSend, aside, ...kept }: AnswerBoxProps) {
  const t = useT(definitionNewMessages);
  const texts = usePromptTexts();
  const serverMessage = useServerMessage();
  const [ownDraft, setOwnDraft] = useState("");
  const draft = kept.draft ?? ownDraft;
  const setDraft = kept.onDraftChange ?? setOwnDraft;
  const check = checkAnswer(prompt.metadata.id, draft);
  const tooLong = answerLength(draft) > ANSWER_MAX_LENGTH;

  const submit = () => {
    if (check.ok && !sending) onSend(check.content);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AnswerTextarea
        id="answer"
        label={t("yourAnswer")}
        value={draft}
        onValueChange={setDraft}
        onKeyDown={onKeyDown}
        placeholder={texts.placeholder(prompt)}
        describedBy={describedBy}
        error={tooLong ? serverMessage(answerProblem("tooLong")) : error}
        rows={3}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {aside}
        <p className="hidden text-xs text-muted-foreground sm:block">{t("enterHint")}</p>
        {error && check.ok && <RetryButton sending={sending} onRetry={submit} />}
        <Button type="submit" disabled={!check.ok || sending} className="ml-auto">
          <SendHorizontal aria-hidden="true" />
          {sending ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}
