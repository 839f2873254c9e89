import { ANSWER_REFUSAL_KEYS } from "#shared/errors/catalogue";
import { ANSWER_MESSAGES, type AnswerRefusal } from "#shared/questionnaire/answers";
import type { ServerText } from "../i18n/server-text";

/** Why an answer is refused, as the server would say it (checked in the browser before sending). */
export function answerProblem(reason: AnswerRefusal): ServerText {
  return { key: ANSWER_REFUSAL_KEYS[reason], text: ANSWER_MESSAGES[reason] };
}
