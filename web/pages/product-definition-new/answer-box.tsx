import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { ANSWER_MAX_LENGTH, ANSWER_MESSAGES, checkAnswer } from "../../../shared/questionnaire/answers";
import { AnswerTextarea, answerLength } from "../../components/questionnaire/answer-textarea";
import { Button } from "../../components/ui/button";
import type { PromptInputProps } from "./prompt-input";

/** A text answer: Enter sends, Shift+Enter starts a new line; empty or over 300 characters cannot be sent. */
export function AnswerBox({ prompt, describedBy, sending, error, onSend }: PromptInputProps) {
  const [draft, setDraft] = useState("");
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
        label="Your answer"
        value={draft}
        onValueChange={setDraft}
        onKeyDown={onKeyDown}
        placeholder={prompt.metadata.placeholder}
        describedBy={describedBy}
        error={tooLong ? ANSWER_MESSAGES.tooLong : error}
        rows={3}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="hidden text-xs text-muted-foreground sm:block">Enter sends, Shift+Enter starts a new line</p>
        <Button type="submit" disabled={!check.ok || sending} className="ml-auto">
          <SendHorizontal aria-hidden="true" />
          {sending ? "Sending..." : "Send"}
        </Button>
      </div>
    </form>
  );
}
