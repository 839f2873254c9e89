import { CircleCheck } from "lucide-react";
import { useRef } from "react";
import type { TMessage } from "#shared/schemas/definitions";
import { usePromptTexts } from "#web/components/questionnaire/prompt-texts.ts";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { definitionNewMessages } from "./product-definition-new.messages";
import { useFocusOnMount } from "./use-focus-on-mount";

type CompletionProps = { prompt: TMessage; definitionId: string; focusOnMount: boolean };

/** qFinal: the completion message and the way to the finished definition. */
export function Completion({ prompt, definitionId, focusOnMount }: CompletionProps) {
  const t = useT(definitionNewMessages);
  const texts = usePromptTexts();
  const container = useRef<HTMLElement>(null);
  useFocusOnMount(container, focusOnMount);
  return (
    <section
      ref={container}
      aria-labelledby="questionnaire-complete"
      className="grid justify-items-start gap-3 rounded-xl border border-success/40 bg-success/5 p-6"
    >
      <h2 id="questionnaire-complete" className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {t("complete")}
      </h2>
      <p>{texts.text(prompt)}</p>
      <ButtonLink to={`/product-definitions/${definitionId}`}>{t("finalize")}</ButtonLink>
    </section>
  );
}
