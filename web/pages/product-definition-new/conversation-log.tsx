import { Fragment } from "react";
import type { TMessage } from "../../../shared/schemas/conversations";
import { promptLabel, type Turn } from "../../lib/definitions/transcript";

export function messageElementId(message: TMessage): string {
  return `message-${message.id}`;
}

/** The questions and answers as chat bubbles; each says, for screen readers, whose it is. */
export function ConversationLog({ turns }: { turns: readonly Turn[] }) {
  return (
    <ol aria-label="Conversation" className="grid gap-3">
      {turns.map(({ prompt, answer }) => (
        <Fragment key={prompt.id}>
          <li className="flex justify-start">
            <div
              id={messageElementId(prompt)}
              className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm text-pretty"
            >
              <span className="sr-only">Question {promptLabel(prompt)}: </span>
              <span aria-hidden="true" className="mr-2 text-xs font-semibold text-muted-foreground">
                {promptLabel(prompt)}
              </span>
              {prompt.content}
            </div>
          </li>
          {answer && (
            <li className="flex justify-end">
              <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-sm whitespace-pre-line break-words text-primary-foreground">
                <span className="sr-only">Your answer: </span>
                {answer.content}
              </div>
            </li>
          )}
        </Fragment>
      ))}
    </ol>
  );
}
