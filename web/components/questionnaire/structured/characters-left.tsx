import { useEffect, useState } from "react";
import { ANSWER_MAX_LENGTH } from "#shared/questionnaire/answers";
import { cn } from "#web/lib/cn.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { answerLength } from "../answer-textarea";
import { structuredMessages } from "./structured.messages";

/** Characters an answer may still take (negative when it is over the limit of spec section 4). */
export function charactersLeft(text: string): number {
  return ANSWER_MAX_LENGTH - answerLength(text);
}

// A screen reader hears the count once typing pauses, not at every key.
const ANNOUNCE_AFTER_MS = 900;

/**
 * "280 characters left" under a structured control: shown at once, read out (a polite live region)
 * once the founder stops typing; over the limit it turns red and says by how much. The shown copy
 * is hidden from screen readers (they hear the live one); `id` still describes the control.
 */
export function CharactersLeft({ id, text }: { id: string; text: string }) {
  const t = useT(structuredMessages);
  const left = charactersLeft(text);
  const message = left >= 0 ? t.plural("charactersLeft", left) : t.plural("charactersOver", -left);
  const [spoken, setSpoken] = useState(message);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <>
      <p
        id={id}
        aria-hidden="true"
        className={cn("text-sm tabular-nums", left < 0 ? "font-medium text-destructive" : "text-muted-foreground")}
      >
        {message}
      </p>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </>
  );
}
