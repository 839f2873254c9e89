import { useState } from "react";
import { SPECIAL_PROMPTS } from "../../../shared/questionnaire/prompts";
import { ProgressBar } from "../../components/ui/progress-bar";
import { questionnaireErrorMessage } from "../../lib/definitions/definition-errors";
import { finalPrompt, openPrompt, promptLabel, turnsOf } from "../../lib/definitions/transcript";
import { Completion } from "./completion";
import { ConversationLog, messageElementId } from "./conversation-log";
import { DocumentProgress } from "./document-progress";
import { PromptInput } from "./prompt-input";
import type { useDocumentStep } from "./use-document-step";
import type { Held } from "./use-questionnaire";

type DocumentStep = ReturnType<typeof useDocumentStep>;

type QuestionnaireViewProps = {
  held: Held;
  onSend(messageId: string, content: string): void;
  sending: boolean;
  sendError: unknown;
  documents: DocumentStep;
};

/** The conversation so far, the progress, and the input the open prompt asks for. */
export function QuestionnaireView({ held, onSend, sending, sendError, documents }: QuestionnaireViewProps) {
  // Focus follows the conversation only once the user has answered here, not when the page opens.
  const [answered, setAnswered] = useState(false);
  const open = openPrompt(held.transcript);
  const final = finalPrompt(held.transcript);
  const current = open ?? final;
  const percent = current?.metadata.progress ?? held.percent;
  const step = current?.metadata.step;
  const total = current?.metadata.totalSteps;
  const stepText = step && total ? `Step ${step} of ${total}, ${percent}%` : `${percent}%`;

  return (
    <>
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">Progress</span>
          <span className="tabular-nums text-muted-foreground">{percent}% complete</span>
        </div>
        <ProgressBar label="Questionnaire progress" percent={percent} valueText={stepText} />
      </div>
      <ConversationLog turns={turnsOf(held.transcript).filter((turn) => turn.prompt !== final)} />
      <p aria-live="polite" className="sr-only">
        {open ? `Question ${promptLabel(open)}: ${open.content}` : final?.content}
      </p>
      {documents.generation ? (
        <DocumentProgress generation={documents.generation} onCancel={documents.cancel} />
      ) : open ? (
        <PromptInput
          key={open.id}
          prompt={open}
          describedBy={messageElementId(open)}
          packageType={held.packageType}
          focusOnMount={answered}
          notice={open.metadata.id === SPECIAL_PROMPTS.documents ? documents.autoFailure : null}
          sending={sending}
          error={sendError ? questionnaireErrorMessage(sendError) : null}
          onSend={(content) => {
            setAnswered(true);
            onSend(open.id, content);
          }}
        />
      ) : final ? (
        <Completion prompt={final} definitionId={held.conversationId} focusOnMount={answered} />
      ) : null}
    </>
  );
}
