import { oneLine } from "../text/text";
import { isNone } from "./markers";

/** Answers by prompt id (q1 -> "TaskNest", ...). */
export type Answers = Readonly<Record<string, string>>;

/**
 * Reads answers for the analyzer: `text(id)` is one line (empty when missing), `list(id)` keeps
 * new lines (they separate items) and reads "None", "n/a", "nada" as an empty list.
 */
export function answerReader(answers: Answers) {
  return {
    text: (id: string) => oneLine(answers[id] ?? "").slice(0, 400),
    list: (id: string) => (isNone(answers[id]) ? "" : (answers[id] ?? "").trim()),
  };
}
export type AnswerReader = ReturnType<typeof answerReader>;
