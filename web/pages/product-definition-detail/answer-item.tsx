import { useEffect, useRef } from "react";
import { documentOption, parseNumberedList, toNumberedList } from "#shared/questionnaire/answers";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import { structuredKindOf } from "#shared/questionnaire/structured";
import type { TMessage } from "#shared/schemas/definitions";
import { AnswerTextarea } from "#web/components/questionnaire/answer-textarea.tsx";
import { FeatureOrder } from "#web/components/questionnaire/feature-order.tsx";
import { usePromptTexts } from "#web/components/questionnaire/prompt-texts.ts";
import { questionnaireMessages } from "#web/components/questionnaire/questionnaire.messages.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { promptLabel, type Turn } from "#web/lib/definitions/transcript.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { type AnswerDraft, draftProblem, isEditableAnswer } from "./answer-edits";
import { definitionDetailMessages } from "./product-definition-detail.messages";
import { StructuredAnswerEditor } from "./structured-answer-editor";

type AnswerItemProps = {
  turn: Turn;
  /** Opened from an open question's link: scrolled into view, its box focused. */
  focused?: boolean;
  editing: boolean;
  draft: AnswerDraft | undefined;
  onDraft(answerId: string, draft: AnswerDraft): void;
};

/** One question, numbered as in the interview, with its answer: text, or a box to edit it. */
export function AnswerItem({ turn: { prompt, answer }, focused = false, editing, draft, onDraft }: AnswerItemProps) {
  const t = useT(definitionDetailMessages);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focused || !editing || !item.current) return;
    item.current.scrollIntoView({ block: "center" });
    item.current.querySelector<HTMLElement>("textarea, input, [role='listbox'] button")?.focus({ preventScroll: true });
  }, [focused, editing]);
  const labels = useT(definitionMessages);
  const texts = usePromptTexts();
  const headingId = `question-${prompt.id}`;
  const editable = isEditableAnswer(prompt.metadata.id);
  return (
    <li
      ref={item}
      className={`grid gap-2 rounded-xl border bg-card p-4 text-card-foreground${focused ? " ring-2 ring-primary" : ""}`}
    >
      <h3 id={headingId} className="font-medium text-pretty">
        <span className="mr-1 text-muted-foreground tabular-nums">{`${promptLabel(prompt, labels)}. `}</span>
        {texts.text(prompt)}
      </h3>
      {!answer ? (
        <p className="text-sm text-muted-foreground italic">{t("notAnswered")}</p>
      ) : editing && editable ? (
        <AnswerEditor prompt={prompt} answer={answer} draft={draft} onDraft={onDraft} describedBy={headingId} />
      ) : (
        <p className="text-sm whitespace-pre-line wrap-anywhere">{shownAnswer(prompt, answer, texts)}</p>
      )}
      {editing && answer && !editable && <p className="text-xs text-muted-foreground">{t("notEditable")}</p>}
    </li>
  );
}

type AnswerEditorProps = {
  prompt: TMessage;
  answer: TMessage;
  draft: AnswerDraft | undefined;
  onDraft(answerId: string, draft: AnswerDraft): void;
  describedBy: string;
};

function AnswerEditor({ prompt, answer, draft, onDraft, describedBy }: AnswerEditorProps) {
  const t = useT(definitionDetailMessages);
  const words = useT(questionnaireMessages);
  const labels = useT(definitionMessages);
  const serverMessage = useServerMessage();
  const content = draft?.content ?? answer.content;
  const change = (next: string) =>
    onDraft(answer.id, {
      promptId: prompt.metadata.id,
      original: answer.content,
      content: next,
      offered: prompt.metadata.features ?? [],
    });
  if (prompt.metadata.id === SPECIAL_PROMPTS.features) {
    return (
      <FeatureOrder
        label={words("featuresLabel")}
        items={parseNumberedList(content)}
        onChange={(items) => change(toNumberedList(items))}
      />
    );
  }
  const structured = structuredKindOf(prompt.metadata.id);
  if (structured) {
    const props = { prompt, answer, draft, onDraft, describedBy };
    return <StructuredAnswerEditor kind={structured} {...props} />;
  }
  const problem = draft ? draftProblem(draft) : null;
  return (
    <AnswerTextarea
      id={`answer-${answer.id}`}
      label={t("answerTo", { label: promptLabel(prompt, labels) })}
      hideLabel
      value={content}
      onValueChange={change}
      error={problem && serverMessage(problem)}
      describedBy={describedBy}
      rows={2}
    />
  );
}

/**
 * The document choice reads as its option ("A) Request for Proposal (RFP)") and a yes/no as the
 * word in the user's language; anything else as written.
 */
function shownAnswer(prompt: TMessage, answer: TMessage, texts: ReturnType<typeof usePromptTexts>): string {
  if (prompt.metadata.id !== SPECIAL_PROMPTS.documents) return texts.answer(prompt, answer);
  const option = documentOption(answer.content);
  return option ? `${option.letter}) ${texts.option(option)}` : answer.content;
}
