import type { TStructuredKind } from "#shared/questionnaire/structured";
import type { TMessage } from "#shared/schemas/definitions";
import { AnswerTextarea } from "#web/components/questionnaire/answer-textarea.tsx";
import { AnswerModeSwitch, StructuredForm } from "#web/components/questionnaire/structured/structured-form.tsx";
import { useStructuredAnswer } from "#web/components/questionnaire/structured/use-structured-answer.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { promptLabel } from "#web/lib/definitions/transcript.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { type AnswerDraft, draftProblem } from "./answer-edits";
import { definitionDetailMessages } from "./product-definition-detail.messages";

type StructuredAnswerEditorProps = {
  kind: TStructuredKind;
  prompt: TMessage;
  answer: TMessage;
  draft: AnswerDraft | undefined;
  onDraft(answerId: string, draft: AnswerDraft): void;
  describedBy: string;
};

/**
 * Roles, data, services or platforms edited with the interview's control, filled from the saved
 * text; an answer written as prose opens in its text box (the control is one switch away).
 */
export function StructuredAnswerEditor({
  kind,
  prompt,
  answer,
  draft,
  onDraft,
  describedBy,
}: StructuredAnswerEditorProps) {
  const t = useT(definitionDetailMessages);
  const labels = useT(definitionMessages);
  const serverMessage = useServerMessage();
  const structured = useStructuredAnswer(kind, draft?.structured ?? draft?.content ?? answer.content, (change) =>
    onDraft(answer.id, {
      promptId: prompt.metadata.id,
      original: answer.content,
      content: change.content,
      offered: [],
      structured: change.state,
      blocked: change.problem !== null,
    }),
  );
  const id = `answer-${answer.id}`;
  if (structured.mode === "text") {
    const problem = draft ? draftProblem(draft) : null;
    return (
      <div ref={structured.container} className="grid gap-1">
        <AnswerTextarea
          id={id}
          label={t("answerTo", { label: promptLabel(prompt, labels) })}
          hideLabel
          value={structured.text}
          onValueChange={structured.setText}
          error={problem && serverMessage(problem)}
          describedBy={describedBy}
          rows={2}
        />
        <div>
          <AnswerModeSwitch answer={structured} />
        </div>
      </div>
    );
  }
  return (
    <div ref={structured.container} className="grid gap-1">
      <StructuredForm answer={structured} idPrefix={id} describedBy={describedBy} />
      <div>
        <AnswerModeSwitch answer={structured} />
      </div>
    </div>
  );
}
