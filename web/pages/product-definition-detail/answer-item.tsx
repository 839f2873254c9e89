import { DEFINITION_MESSAGES } from "../../../shared/errors/definition-messages";
import { documentOption, parseNumberedList, toNumberedList } from "../../../shared/questionnaire/answers";
import { SPECIAL_PROMPTS } from "../../../shared/questionnaire/prompts";
import type { TMessage } from "../../../shared/schemas/conversations";
import { AnswerTextarea } from "../../components/questionnaire/answer-textarea";
import { FeatureOrder } from "../../components/questionnaire/feature-order";
import { promptLabel, type Turn } from "../../lib/definitions/transcript";
import { type AnswerDraft, draftProblem, isEditableAnswer } from "./answer-edits";

type AnswerItemProps = {
  turn: Turn;
  editing: boolean;
  draft: AnswerDraft | undefined;
  onDraft(answerId: string, draft: AnswerDraft): void;
};

/** One question, numbered as in the interview, with its answer: text, or a box to edit it. */
export function AnswerItem({ turn: { prompt, answer }, editing, draft, onDraft }: AnswerItemProps) {
  const headingId = `question-${prompt.id}`;
  const editable = isEditableAnswer(prompt.metadata.id);
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground">
      <h3 id={headingId} className="font-medium text-pretty">
        <span className="mr-1 text-muted-foreground tabular-nums">{`${promptLabel(prompt)}. `}</span>
        {prompt.content}
      </h3>
      {!answer ? (
        <p className="text-sm text-muted-foreground italic">Not answered yet</p>
      ) : editing && editable ? (
        <AnswerEditor prompt={prompt} answer={answer} draft={draft} onDraft={onDraft} describedBy={headingId} />
      ) : (
        <p className="text-sm whitespace-pre-line break-words">{shownAnswer(prompt, answer)}</p>
      )}
      {editing && answer && !editable && (
        <p className="text-xs text-muted-foreground">{DEFINITION_MESSAGES.notEditable}</p>
      )}
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
        label="Features in order of priority"
        items={parseNumberedList(content)}
        onChange={(items) => change(toNumberedList(items))}
      />
    );
  }
  return (
    <AnswerTextarea
      id={`answer-${answer.id}`}
      label={`Answer to question ${promptLabel(prompt)}`}
      hideLabel
      value={content}
      onValueChange={change}
      error={draft ? draftProblem(draft) : null}
      describedBy={describedBy}
      rows={2}
    />
  );
}

/** The document choice reads as its option ("A) Request for Proposal (RFP)"), anything else as written. */
function shownAnswer(prompt: TMessage, answer: TMessage): string {
  if (prompt.metadata.id !== SPECIAL_PROMPTS.documents) return answer.content;
  const option = documentOption(answer.content);
  return option ? `${option.letter}) ${option.label}` : answer.content;
}
