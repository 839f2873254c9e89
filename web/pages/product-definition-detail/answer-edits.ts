import { checkAnswer } from "#shared/questionnaire/answers";
import { questionById } from "#shared/questionnaire/flow";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { StructuredAnswerState } from "#web/components/questionnaire/structured/use-structured-answer.ts";
import { answerProblem } from "#web/lib/definitions/answer-problem.ts";
import type { ServerText } from "#web/lib/i18n/server-text.ts";

/**
 * An answer being edited: its prompt, the saved text and the text in the box. A structured answer
 * also keeps its control's state (so it comes back as it was on another page) and whether the
 * control holds something it cannot send yet (a row without a name).
 */
export type AnswerDraft = {
  promptId: string;
  original: string;
  content: string;
  offered: readonly string[];
  structured?: StructuredAnswerState;
  blocked?: boolean;
};
export type AnswerDrafts = Readonly<Record<string, AnswerDraft>>;

/**
 * Answers that steer the interview cannot change (decision 010): a yes/no branch and the document
 * choice; the server refuses them too.
 */
export function isEditableAnswer(promptId: string): boolean {
  if (promptId === SPECIAL_PROMPTS.documents || promptId === SPECIAL_PROMPTS.final) return false;
  return questionById(promptId)?.expectedInput !== "yesNo";
}

/** Why a draft cannot be saved, by the same rule the server applies; null when it can. */
export function draftProblem(draft: AnswerDraft): ServerText | null {
  const check = checkAnswer(draft.promptId, draft.content, draft.offered);
  return check.ok ? null : answerProblem(check.reason);
}

/** The drafts that differ from the saved answers, as updateAnswers takes them (only valid ones). */
export function changedAnswers(drafts: AnswerDrafts): { id: string; content: string }[] {
  return Object.entries(drafts).flatMap(([id, draft]) => {
    const check = checkAnswer(draft.promptId, draft.content, draft.offered);
    return check.ok && check.content !== draft.original ? [{ id, content: check.content }] : [];
  });
}

export function hasProblems(drafts: AnswerDrafts): boolean {
  return Object.values(drafts).some((draft) => draft.blocked === true || draftProblem(draft) !== null);
}
