import type { ServerMessageKey } from "#shared/errors/server-message-keys";
import { ANSWER_MESSAGES, type AnswerRefusal } from "#shared/questionnaire/answers";
import type { ServerText } from "../i18n/server-text";

// The registry's keys of the answer rules' messages (tests/unit/web-server-messages.test.ts holds them to it).
const KEYS = {
  empty: "answerEmpty",
  tooLong: "answerTooLong",
  yesNo: "answerYesNo",
  option: "answerOption",
  features: "answerFeatures",
  noAnswer: "answerNotExpected",
} as const satisfies Record<AnswerRefusal, ServerMessageKey>;

/** Why an answer is refused, as the server would say it (checked in the browser before sending). */
export function answerProblem(reason: AnswerRefusal): ServerText {
  return { key: KEYS[reason], text: ANSWER_MESSAGES[reason] };
}
