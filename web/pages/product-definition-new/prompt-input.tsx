import { useRef } from "react";
import { structuredKindOf } from "#shared/questionnaire/structured";
import { AnswerBox } from "./answer-box";
import type { PromptInputProps } from "./answer-controls";
import { FeaturesInput } from "./features-input";
import { OptionInput } from "./option-input";
import { StructuredAnswerInput } from "./structured-answer-input";
import { useFocusOnMount } from "./use-focus-on-mount";
import { YesNoInput } from "./yes-no-input";

/**
 * The input the open prompt asks for (metadata.expectedInput): text, Yes/No, an order of features or
 * A-D; roles, data, services and platforms have their own control (with text as a fallback).
 */
export function PromptInput(props: PromptInputProps) {
  const container = useRef<HTMLDivElement>(null);
  useFocusOnMount(container, props.focusOnMount);
  const expected = props.prompt.metadata.expectedInput;
  const structured = structuredKindOf(props.prompt.metadata.id);
  return (
    <div ref={container} className="scroll-mb-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      {expected === "yesNo" ? (
        <YesNoInput {...props} />
      ) : expected === "features" ? (
        <FeaturesInput {...props} />
      ) : expected === "option" ? (
        <OptionInput {...props} />
      ) : structured ? (
        <StructuredAnswerInput {...props} kind={structured} />
      ) : (
        <AnswerBox {...props} />
      )}
    </div>
  );
}
