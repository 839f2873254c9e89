import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "../../../shared/errors/definition-messages";
import { DOCUMENT_OPTIONS } from "../../../shared/questionnaire/prompts";
import { Button } from "../../components/ui/button";
import { optionAllowed } from "../../lib/definitions/document-options";
import { type PromptInputProps, SendError } from "./prompt-input";

/** qGenerateRFP: the document to generate, A to D; the ones the package lacks say why they are off. */
export function OptionInput({ prompt, describedBy, packageType, notice, sending, error, onSend }: PromptInputProps) {
  const options = prompt.metadata.options ?? DOCUMENT_OPTIONS;
  return (
    <div className="grid gap-3">
      {notice && (
        <div role="alert" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">{DOCUMENT_MESSAGES.autoGenerateFailed}</p>
          <p>{notice}</p>
          <p className="text-muted-foreground">Choose a document below to try again.</p>
        </div>
      )}
      <fieldset aria-labelledby={describedBy} className="m-0 min-w-0 border-0 p-0 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const allowed = optionAllowed(option.letter, packageType);
          return (
            <Button
              key={option.letter}
              variant="outline"
              className="h-auto min-h-12 justify-start whitespace-normal py-3 text-left"
              disabled={!allowed || sending}
              onClick={() => onSend(option.letter)}
            >
              <span className="font-semibold">{option.letter})</span>
              <span className="grid">
                <span>{option.label}</span>
                {!allowed && <span className="text-xs text-muted-foreground">{DEFINITION_MESSAGES.notAllowed}</span>}
              </span>
            </Button>
          );
        })}
      </fieldset>
      <SendError error={error} />
    </div>
  );
}
