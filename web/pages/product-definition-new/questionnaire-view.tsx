import { useState } from "react";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import { usePromptTexts } from "#web/components/questionnaire/prompt-texts.ts";
import { ProgressBar } from "#web/components/ui/progress-bar.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { questionnaireErrorMessage } from "#web/lib/definitions/definition-errors.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { finalPrompt, openPrompt, promptLabel, turnsOf } from "#web/lib/definitions/transcript.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { Completion, NotGenerated } from "./completion";
import { DocumentProgress } from "./document-progress";
import type { Held } from "./held-definition";
import { definitionNewMessages } from "./product-definition-new.messages";
import { PromptInput } from "./prompt-input";
import { messageElementId, TranscriptLog } from "./transcript-log";
import type { useDocumentStep } from "./use-document-step";

type DocumentStep = ReturnType<typeof useDocumentStep>;

type QuestionnaireViewProps = {
  held: Held;
  onSend(messageId: string, content: string): void;
  sending: boolean;
  sendError: unknown;
  /** Sends the answer that failed again. */
  onRetry(): void;
  documents: DocumentStep;
};

/** The conversation so far, the progress, and the input the open prompt asks for. */
export function QuestionnaireView({ held, onSend, sending, sendError, onRetry, documents }: QuestionnaireViewProps) {
  const t = useT(definitionNewMessages);
  const labels = useT(definitionMessages);
  const texts = usePromptTexts();
  const serverMessage = useServerMessage();
  // Focus follows the conversation only once the user has answered here, not when the page opens.
  const [answered, setAnswered] = useState(false);
  const open = openPrompt(held.transcript);
  const final = finalPrompt(held.transcript);
  const current = open ?? final;
  const percent = current?.metadata.progress ?? held.percent;
  const step = current?.metadata.step;
  const total = current?.metadata.totalSteps;
  const stepText = step && total ? t("stepOf", { step, total, percent }) : t("percent", { percent });
  const autoFailure = documents.autoFailure && serverMessage(documents.autoFailure);
  // The closing step is a success only with the RFP in place (issue 25).
  const succeeded = held.hasRfp || documents.rfpGenerated;

  return (
    <>
      {/* Stuck under the header, so the progress stays in view down a long conversation on a phone. */}
      <div
        data-sticky-progress
        className="sticky top-16 z-30 -mx-4 grid gap-2 border-b bg-background/95 px-4 py-2 backdrop-blur sm:mx-0 sm:px-0"
      >
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">{t("progress")}</span>
          <span className="tabular-nums text-muted-foreground">{t("percentComplete", { percent })}</span>
        </div>
        <ProgressBar label={t("progressLabel")} percent={percent} valueText={stepText} />
      </div>
      <TranscriptLog turns={turnsOf(held.transcript).filter((turn) => turn.prompt !== final)} />
      <p aria-live="polite" className="sr-only">
        {open
          ? t("question", { label: promptLabel(open, labels), text: texts.text(open) })
          : final && (succeeded ? texts.text(final) : t("notGeneratedTitle"))}
      </p>
      {documents.generation ? (
        <DocumentProgress generation={documents.generation} onCancel={documents.cancel} />
      ) : documents.handingOff ? (
        <div className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <Spinner label={t("openingDefinition")} />
          <span aria-hidden="true">{t("openingDefinition")}</span>
        </div>
      ) : open ? (
        <PromptInput
          key={open.id}
          prompt={open}
          describedBy={messageElementId(open)}
          packageType={held.packageType}
          focusOnMount={answered}
          notice={open.metadata.id === SPECIAL_PROMPTS.documents ? autoFailure : null}
          sending={sending}
          error={sendError ? serverMessage(questionnaireErrorMessage(sendError, labels)) : null}
          onRetry={onRetry}
          onSend={(content) => {
            setAnswered(true);
            onSend(open.id, content);
          }}
        />
      ) : final ? (
        // Spec section 4's completion is a success only when the definition has its RFP: a refused
        // or failed generation is said, with when it can be generated (issue 25).
        succeeded ? (
          <Completion prompt={final} definitionId={held.definitionId} focusOnMount={answered} />
        ) : (
          <NotGenerated definitionId={held.definitionId} failure={documents.failure} focusOnMount={answered} />
        )
      ) : null}
    </>
  );
}
