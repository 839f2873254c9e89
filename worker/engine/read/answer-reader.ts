import { oneLine } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { isNone } from "./markers";
import { fromTable } from "./reading/layout";
import { readShortForms } from "./reading/short-forms";

/** Answers by prompt id (q1 -> "TaskNest", ...). */
export type Answers = Readonly<Record<string, string>>;

const BRACKETED = new Set(["q9", "q10", "q11"]);

/**
 * Reads answers for the analyzer: `text(id)` is one line as written (empty when missing);
 * `list(id)`, the answers read for their structure, keeps new lines (they separate items), reads
 * "None", "n/a", "nada" as an empty list, and the language's short forms as the words they stand
 * for ("pa" para, "bzw." oder, "w/" with).
 */
export function answerReader(answers: Answers, language: AnswerLanguage | null = null) {
  return {
    text: (id: string) => oneLine(answers[id] ?? "").slice(0, 400),
    list: (id: string) => {
      if (isNone(answers[id])) return "";
      // The answers that name things with their details read a table's rows as "name (details)".
      const text = fromTable((answers[id] ?? "").trim(), BRACKETED.has(id) ? "bracket" : "colon");
      return language ? readShortForms(text, language) : text;
    },
  };
}
export type AnswerReader = ReturnType<typeof answerReader>;
