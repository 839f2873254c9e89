import { QUESTIONS, type QuestionPrompt, SPECIAL_PROMPTS } from "./prompts";
import { yesNo } from "./yes-no";

/** Every prompt in interview order: the questions, then features, documents and the end. */
export const PROMPT_ORDER: readonly string[] = [
  ...QUESTIONS.map((question) => question.id),
  SPECIAL_PROMPTS.features,
  SPECIAL_PROMPTS.documents,
  SPECIAL_PROMPTS.final,
];

/** Spec section 9: 36 steps when no branch is skipped. */
export const TOTAL_STEPS = PROMPT_ORDER.length;

const BY_ID = new Map(QUESTIONS.map((question) => [question.id, question]));

export function questionById(id: string): QuestionPrompt | undefined {
  return BY_ID.get(id);
}

export function isPromptId(id: string): boolean {
  return PROMPT_ORDER.includes(id);
}

export const FIRST_PROMPT_ID = PROMPT_ORDER[0] as string;

function isYes(answer: string): boolean {
  return yesNo(answer) === "Yes";
}

/** The prompt after `current` given its answer; null after the last one. */
export function nextPromptId(current: string, answer: string): string | null {
  const question = BY_ID.get(current);
  if (question?.expectedInput === "yesNo" && question.onYes && question.onNo) {
    return isYes(answer) ? question.onYes : question.onNo;
  }
  const index = PROMPT_ORDER.indexOf(current);
  return index >= 0 ? (PROMPT_ORDER[index + 1] ?? null) : null;
}

/** The prompts a "no" skips: those from its onYes up to (not including) its onNo. */
function skippedBy(question: QuestionPrompt): string[] {
  if (!question.onYes || !question.onNo) return [];
  const from = PROMPT_ORDER.indexOf(question.onYes);
  const to = PROMPT_ORDER.indexOf(question.onNo);
  return from >= 0 && to > from ? PROMPT_ORDER.slice(from, to) : [];
}

/** Prompts the answers so far have skipped (yes/no questions answered "no"). */
function skippedPrompts(answers: ReadonlyMap<string, string>): Set<string> {
  const skipped = new Set<string>();
  for (const question of QUESTIONS) {
    const answer = answers.get(question.id);
    if (question.expectedInput === "yesNo" && answer !== undefined && !isYes(answer)) {
      for (const id of skippedBy(question)) skipped.add(id);
    }
  }
  return skipped;
}

export type Progress = { step: number; total: number; percent: number };

/**
 * Step N of 36 for the prompt being asked, adjusted for the steps a branch skipped: both the
 * step and the total drop, so the percentage only grows and reaches 100 at the end.
 */
export function progressAt(promptId: string, answers: ReadonlyMap<string, string>): Progress {
  const skipped = skippedPrompts(answers);
  const path = PROMPT_ORDER.filter((id) => !skipped.has(id));
  const step = Math.max(1, path.indexOf(promptId) + 1);
  return { step, total: path.length, percent: Math.round((step / path.length) * 100) };
}
