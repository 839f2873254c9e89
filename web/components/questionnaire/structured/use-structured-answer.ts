import { useEffect, useRef, useState } from "react";
import type { TStructuredKind } from "#shared/questionnaire/structured";
import { usePreferences } from "#web/lib/i18n/i18n-context.tsx";
import { charactersLeft } from "./characters-left";
import {
  type DraftProblem,
  draftFromText,
  draftProblem,
  draftText,
  emptyDraft,
  type StructuredDraft,
} from "./structured-draft";

/**
 * A structured answer being written: the control (`form`) or its free-text fallback (`text`). Each
 * keeps what it holds while the other is shown; `textNotRead` says the text could not be read back
 * into the form (it is still there when the founder switches back).
 */
export type StructuredAnswerState = {
  kind: TStructuredKind;
  mode: "form" | "text";
  draft: StructuredDraft;
  text: string;
  textNotRead: boolean;
};

/** What the answer would send now, and whether the form may send it. */
export type StructuredAnswerChange = { state: StructuredAnswerState; content: string; problem: DraftProblem };

/** The state an answer's text opens in: the control filled from a canonical text, else the text. */
export function openStructuredAnswer(kind: TStructuredKind, text: string): StructuredAnswerState {
  const draft = draftFromText(kind, text);
  return draft
    ? { kind, mode: "form", draft, text: "", textNotRead: false }
    : { kind, mode: "text", draft: emptyDraft(kind), text, textNotRead: false };
}

/**
 * The state of a structured answer, opened from `initial` (an answer's text, or a state kept from
 * before), with `onChange` told of every change. The text sent is the control's canonical text in
 * the user's interface language, or the fallback's text as typed.
 */
export function useStructuredAnswer(
  kind: TStructuredKind,
  initial: string | StructuredAnswerState,
  onChange?: (change: StructuredAnswerChange) => void,
) {
  const { language } = usePreferences();
  const [state, setState] = useState<StructuredAnswerState>(() =>
    typeof initial === "string" ? openStructuredAnswer(kind, initial) : initial,
  );
  const contentOf = (next: StructuredAnswerState) =>
    next.mode === "form" ? draftText(next.draft, language) : next.text;
  const problemOf = (next: StructuredAnswerState) => (next.mode === "form" ? draftProblem(next.draft) : null);
  const update = (next: StructuredAnswerState) => {
    setState(next);
    onChange?.({ state: next, content: contentOf(next), problem: problemOf(next) });
  };

  // After a switch, the focus goes to the first field of what is now shown.
  const container = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the other mode has reached the DOM.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    container.current?.querySelector<HTMLElement>("textarea, input:not([disabled])")?.focus();
  }, [state.mode]);

  const content = contentOf(state);
  const problem = problemOf(state);
  return {
    ...state,
    content,
    problem,
    /** The form can be sent: something filled in, within the limit, every row named. */
    ready: state.mode === "form" && content.length > 0 && charactersLeft(content) >= 0 && problem === null,
    container,
    setDraft: (draft: StructuredDraft) => update({ ...state, draft, textNotRead: false }),
    setText: (text: string) => update({ ...state, text }),
    /** To the fallback, holding the form's canonical text to edit (or the text typed before). */
    toText: () => {
      switched.current = true;
      const canonical = draftText(state.draft, language);
      update({ ...state, mode: "text", text: canonical || state.text, textNotRead: false });
    },
    /** Back to the form, filled from the text when it reads as the form's canonical text. */
    toForm: () => {
      switched.current = true;
      const read = draftFromText(kind, state.text);
      update({ ...state, mode: "form", draft: read ?? state.draft, textNotRead: read === null });
    },
  };
}

export type StructuredAnswer = ReturnType<typeof useStructuredAnswer>;
