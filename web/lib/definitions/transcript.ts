import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TMessage } from "#shared/schemas/definitions";
import { type DefinitionTexts, ENGLISH_DEFINITION_TEXTS } from "./definition-texts";

/** A conversation as the questionnaire holds it: the assistant's prompts and the user's answers, in order. */
export type Transcript = { prompts: readonly TMessage[]; answers: readonly TMessage[] };
export type Turn = { prompt: TMessage; answer: TMessage | undefined };

export function transcriptOf(messages: readonly TMessage[]): Transcript {
  return {
    prompts: messages.filter((message) => message.role === "assistant"),
    answers: messages.filter((message) => message.role === "user"),
  };
}

/** Each prompt with the answer that replied to it (an answer names its prompt in metadata.repliedTo). */
export function turnsOf({ prompts, answers }: Transcript): Turn[] {
  const byPrompt = new Map(answers.map((answer) => [answer.metadata.repliedTo, answer]));
  return prompts.map((prompt) => ({ prompt, answer: byPrompt.get(prompt.id) }));
}

/** The prompt waiting for an answer; none once the interview has reached qFinal (which takes none). */
export function openPrompt(transcript: Transcript): TMessage | undefined {
  const last = turnsOf(transcript).at(-1);
  if (!last || last.answer || isFinal(last.prompt)) return undefined;
  return last.prompt;
}

export function finalPrompt(transcript: Transcript): TMessage | undefined {
  const last = transcript.prompts.at(-1);
  return last && isFinal(last) ? last : undefined;
}

export function isFinal(prompt: TMessage): boolean {
  return prompt.metadata.id === SPECIAL_PROMPTS.final;
}

const SPECIAL_LABELS: Record<string, "promptFeatures" | "promptDocuments" | "promptDone"> = {
  [SPECIAL_PROMPTS.features]: "promptFeatures",
  [SPECIAL_PROMPTS.documents]: "promptDocuments",
  [SPECIAL_PROMPTS.final]: "promptDone",
};

/** The number shown beside a prompt ("3", "3a"), or the name of a special prompt. */
export function promptLabel(prompt: TMessage, t: DefinitionTexts = ENGLISH_DEFINITION_TEXTS): string {
  if (prompt.metadata.label) return prompt.metadata.label;
  const special = SPECIAL_LABELS[prompt.metadata.id];
  return special ? t(special) : prompt.metadata.id;
}
