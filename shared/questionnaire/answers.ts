import type { TLanguage } from "../schemas/settings";
import { isPromptId, questionById } from "./flow";
import { DOCUMENT_OPTIONS, type DocumentOption, SPECIAL_PROMPTS } from "./prompts";
import { yesNo } from "./yes-no";

/** Answers by prompt id (q1 -> "TaskNest", ...). */
export type Answers = Readonly<Record<string, string>>;

/** What a blueprint is built from: the answers, the confirmed features, the user's language. */
export type BlueprintInput = {
  answers: Answers;
  /** The confirmed features in the founder's order. */
  features: readonly string[];
  /** The user's language: the blueprint's own text is written in it. */
  language: TLanguage;
};

export const ANSWER_MAX_LENGTH = 300;
/** The features answer is a numbered list of the offered features, which may run past 300. */
export const FEATURES_ANSWER_MAX_LENGTH = 4000;

export const ANSWER_MESSAGES = {
  empty: "Please enter an answer",
  tooLong: `Answers are limited to ${ANSWER_MAX_LENGTH} characters`,
  yesNo: "Please answer Yes or No",
  option: "Please select a valid option",
  features: "Please confirm the offered features in your order of priority",
  noAnswer: "This step does not take an answer",
} as const;

export type AnswerRefusal = keyof typeof ANSWER_MESSAGES;
type AnswerCheck = { ok: true; content: string } | { ok: false; reason: AnswerRefusal; message: string };

function refuse(reason: AnswerRefusal): AnswerCheck {
  return { ok: false, reason, message: ANSWER_MESSAGES[reason] };
}

/**
 * The answer as it is stored, or why it is refused: 1 to 300 characters after trimming; Yes/No for
 * a yes/no question; A-D at qGenerateRFP; at qGenerateFeatures an ordering of exactly the offered
 * features, written back as a numbered list.
 */
export function checkAnswer(promptId: string, raw: string, offeredFeatures: readonly string[] = []): AnswerCheck {
  const content = raw.trim();
  if (promptId === SPECIAL_PROMPTS.features) return checkFeatures(content, offeredFeatures);
  if (promptId === SPECIAL_PROMPTS.final || !isPromptId(promptId)) return refuse("noAnswer");
  if (content.length === 0) return refuse("empty");
  if ([...content].length > ANSWER_MAX_LENGTH) return refuse("tooLong");
  if (promptId === SPECIAL_PROMPTS.documents) {
    const option = documentOption(content);
    return option ? { ok: true, content: option.letter } : refuse("option");
  }
  if (questionById(promptId)?.expectedInput === "yesNo") {
    const answer = yesNo(content);
    return answer ? { ok: true, content: answer } : refuse("yesNo");
  }
  return { ok: true, content };
}

/** "A", "a", "A)" or "A) Request for Proposal" all choose A. */
export function documentOption(answer: string): DocumentOption | undefined {
  const letter = answer
    .trim()
    .match(/^([A-Da-d])(\)|\.|\s|$)/)?.[1]
    ?.toUpperCase();
  return DOCUMENT_OPTIONS.find((option) => option.letter === letter);
}

/** "1. Booking\n2. Invoicing" -> ["Booking", "Invoicing"] */
export function parseNumberedList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*\d+[.)]\s*/, "").trim())
    .filter((line) => line.length > 0);
}

export function toNumberedList(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join("\n");
}

function checkFeatures(content: string, offered: readonly string[]): AnswerCheck {
  if (content.length === 0 || content.length > FEATURES_ANSWER_MAX_LENGTH) {
    return refuse("features");
  }
  const ordered = parseNumberedList(content);
  const sameSet =
    ordered.length === offered.length &&
    new Set(ordered).size === ordered.length &&
    ordered.every((feature) => offered.includes(feature));
  return sameSet ? { ok: true, content: toNumberedList(ordered) } : refuse("features");
}
