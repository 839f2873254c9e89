import { CircleHelp } from "lucide-react";
import { Link } from "react-router";
import type { TOpenQuestion } from "#shared/blueprint/schema";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { EDIT_ANSWERS_STATE, editAnswerQuery } from "./detail-tab";
import { requirementsMessages } from "./requirements.messages";

/**
 * What the answers did not tell (the blueprint's open questions), each with a link that opens the
 * answer it is about for editing, on the questionnaire tab. The label is the question's number as
 * the interview shows it ("q16a" is 16a), without loading the questions themselves on this page.
 */
export function OpenQuestions({ questions }: { questions: readonly TOpenQuestion[] }) {
  const t = useT(requirementsMessages);
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="open-questions-title" className="grid gap-3 rounded-lg border border-primary/40 p-4">
      <div className="flex items-start gap-2">
        <CircleHelp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h3 id="open-questions-title" className="font-semibold">
            {t("openQuestionsTitle")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("openQuestionsIntro")}</p>
        </div>
      </div>
      <ol aria-label={t("openQuestionsLabel")} className="grid gap-2">
        {questions.map((item) => (
          <li
            key={item.id}
            className="grid gap-1 rounded-md bg-muted p-3 text-sm sm:flex sm:items-start sm:justify-between sm:gap-4"
          >
            <p className="text-pretty">{item.question}</p>
            <AnswerLink answer={item.answer} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The link that opens the answer a question is about for editing ("Answer question 16a"). */
export function AnswerLink({ answer }: { answer: TOpenQuestion["answer"] }) {
  const t = useT(requirementsMessages);
  return (
    <Link
      to={{ search: editAnswerQuery(answer) }}
      state={EDIT_ANSWERS_STATE}
      preventScrollReset
      className="shrink-0 font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
    >
      {t("answerQuestion", { label: answer.slice(1) })}
    </Link>
  );
}
