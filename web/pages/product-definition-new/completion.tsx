import { CircleAlert, CircleCheck } from "lucide-react";
import { useRef } from "react";
import type { TMessage } from "#shared/schemas/definitions";
import { usePromptTexts } from "#web/components/questionnaire/prompt-texts.ts";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { monthlyLimitBlocks } from "#web/lib/documents/monthly-limit.ts";
import { useUsage } from "#web/lib/documents/use-usage.ts";
import { useFormat, useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import type { ServerText } from "#web/lib/i18n/server-text.ts";
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

type NotGeneratedProps = { definitionId: string; failure: ServerText | null; focusOnMount: boolean };

/**
 * qFinal over a definition without its RFP (its generation refused or failed): not a success. The
 * reason, when the month's limit is what refused, the day it can be generated, and the way to the
 * definition, where its Generate button waits with the same reason.
 */
export function NotGenerated({ definitionId, failure, focusOnMount }: NotGeneratedProps) {
  const t = useT(definitionNewMessages);
  const serverMessage = useServerMessage();
  const format = useFormat();
  const usage = useUsage();
  const container = useRef<HTMLElement>(null);
  useFocusOnMount(container, focusOnMount);
  const capped = usage.data && monthlyLimitBlocks(usage.data, 1) ? usage.data : null;
  return (
    <section
      ref={container}
      aria-labelledby="questionnaire-not-generated"
      className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-6"
    >
      <h2 id="questionnaire-not-generated" className="flex items-center gap-2 text-lg font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        {t("notGeneratedTitle")}
      </h2>
      <p>{failure ? serverMessage(failure) : t("notGeneratedText")}</p>
      <p>
        {capped
          ? t("availableFrom", { limit: capped.limit, date: format.utcDate(capped.resetsAt) })
          : t("generateThere")}
      </p>
      <ButtonLink to={`/product-definitions/${definitionId}`}>{t("openDefinition")}</ButtonLink>
    </section>
  );
}
