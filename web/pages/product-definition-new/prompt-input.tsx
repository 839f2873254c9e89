import { useRef } from "react";
import { AnswerBox } from "./answer-box";
import type { PromptInputProps } from "./answer-controls";
import { FeaturesInput } from "./features-input";
import { OptionInput } from "./option-input";
import { useFocusOnMount } from "./use-focus-on-mount";
import { YesNoInput } from "./yes-no-input";

/** The input the open prompt asks for (metadata.expectedInput): text, Yes/No, an order of features or A-D. */
export function PromptInput(props: PromptInputProps) {
  const container = useRef<HTMLDivElement>(null);
  useFocusOnMount(container, props.focusOnMount);
  const expected = props.prompt.metadata.expectedInput;
  return (
    <div ref={container} className="scroll-mb-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      {expected === "yesNo" ? (
        <YesNoInput {...props} />
      ) : expected === "features" ? (
        <FeaturesInput {...props} />
      ) : expected === "option" ? (
        <OptionInput {...props} />
      ) : (
        <AnswerBox {...props} />
      )}
    </div>
  );
}
