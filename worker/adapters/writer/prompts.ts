import { FEATURES_MAX } from "#shared/questionnaire/features";
import { QUESTIONS } from "#shared/questionnaire/prompts";
import { LANGUAGE_NAMES, type TLanguage } from "#shared/settings/options";
import type { Answers } from "#worker/ports";

/** The interview as "Question: answer" lines, in order, for the model's context. */
export function interviewText(answers: Answers): string {
  return QUESTIONS.filter((question) => answers[question.id])
    .map((question) => `${question.label}. ${question.text}\nAnswer: ${answers[question.id]}`)
    .join("\n\n");
}

/** Prompts for the LLM, one per kind of output (features here, documents in document-prompts.ts). */
export function featuresPrompt(answers: Answers, language: TLanguage) {
  return {
    system:
      "You are a senior product manager. From a founder's questionnaire answers, list the product's features " +
      `for its first version: at most ${FEATURES_MAX}, each a short noun phrase under 80 characters, ` +
      `most important first, no numbering, written in ${LANGUAGE_NAMES[language]}. ` +
      "Reply with a JSON array of strings and nothing else.",
    prompt: interviewText(answers),
  };
}
