import { Fragment } from "react";
import type { TMessage } from "#shared/schemas/definitions";
import { usePromptTexts } from "#web/components/questionnaire/prompt-texts.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { promptLabel, type Turn } from "#web/lib/definitions/transcript.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { definitionNewMessages } from "./product-definition-new.messages";

export function messageElementId(message: TMessage): string {
  return `message-${message.id}`;
}

/** The questions and answers as chat bubbles; each says, for screen readers, whose it is. */
export function TranscriptLog({ turns }: { turns: readonly Turn[] }) {
  const t = useT(definitionNewMessages);
  const labels = useT(definitionMessages);
  const texts = usePromptTexts();
  return (
    <ol aria-label={t("conversation")} className="grid gap-3">
      {turns.map(({ prompt, answer }) => (
        <Fragment key={prompt.id}>
          <li className="flex justify-start">
            <div
              id={messageElementId(prompt)}
              className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm text-pretty"
            >
              <span className="sr-only">{`${t("questionNumber", { label: promptLabel(prompt, labels) })} `}</span>
              <span aria-hidden="true" className="mr-2 text-xs font-semibold text-muted-foreground">
                {promptLabel(prompt, labels)}
              </span>
              {texts.text(prompt)}
            </div>
          </li>
          {answer && (
            <li className="flex justify-end">
              <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-sm whitespace-pre-line wrap-anywhere text-primary-foreground">
                <span className="sr-only">{`${t("yourAnswerSaid")} `}</span>
                {texts.answer(prompt, answer)}
              </div>
            </li>
          )}
        </Fragment>
      ))}
    </ol>
  );
}
