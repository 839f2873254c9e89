import { useMemo } from "react";
import type { TMessage } from "#shared/schemas/definitions";
import { type Translate, useT } from "#web/lib/i18n/i18n-context.tsx";
import { promptMessages } from "./prompts.messages";
import { questionnaireMessages } from "./questionnaire.messages";

type PromptKey = keyof (typeof promptMessages)["en"] & string;
type PromptTranslate = Translate<(typeof promptMessages)["en"]>;
type QuestionnaireTranslate = Translate<(typeof questionnaireMessages)["en"]>;

function isPromptKey(key: string): key is PromptKey {
  return Object.hasOwn(promptMessages.en, key);
}

/** The prompt in the user's language, by its id; a prompt the catalogue does not know reads as stored. */
export function promptText(prompt: TMessage, t: PromptTranslate): string {
  const id = prompt.metadata.id;
  return isPromptKey(id) ? t(id) : prompt.content;
}

/** The prompt's example answer in the user's language (the stored one for an unknown prompt). */
export function promptPlaceholder(prompt: TMessage, t: PromptTranslate): string | undefined {
  const key = `${prompt.metadata.id}_placeholder`;
  return isPromptKey(key) ? t(key) : prompt.metadata.placeholder;
}

/** A document option's label ("Request for Proposal (RFP)") in the user's language. */
export function optionLabel(option: { letter: string; label: string }, t: PromptTranslate): string {
  const key = `option${option.letter}`;
  return isPromptKey(key) ? t(key) : option.label;
}

/**
 * An answer as the user reads it: as typed, except the Yes or No of a yes/no question, which the
 * user chose with a button in their language (the server stores the English word).
 */
export function answerText(prompt: TMessage, answer: TMessage, t: QuestionnaireTranslate): string {
  if (prompt.metadata.expectedInput !== "yesNo") return answer.content;
  if (answer.content === "Yes") return t("yes");
  if (answer.content === "No") return t("no");
  return answer.content;
}

/** The interview's texts in the user's language, for a screen. */
export function usePromptTexts() {
  const prompts = useT(promptMessages);
  const words = useT(questionnaireMessages);
  return useMemo(
    () => ({
      text: (prompt: TMessage) => promptText(prompt, prompts),
      placeholder: (prompt: TMessage) => promptPlaceholder(prompt, prompts),
      option: (option: { letter: string; label: string }) => optionLabel(option, prompts),
      answer: (prompt: TMessage, answer: TMessage) => answerText(prompt, answer, words),
    }),
    [prompts, words],
  );
}
