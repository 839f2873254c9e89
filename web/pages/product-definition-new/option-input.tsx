import { DOCUMENT_OPTIONS } from "#shared/questionnaire/prompts";
import { documentsUiMessages } from "#web/components/documents/documents-ui.messages.ts";
import { usePromptTexts } from "#web/components/questionnaire/prompt-texts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { optionAllowed } from "#web/lib/definitions/document-options.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { type PromptInputProps, SendError } from "./answer-controls";
import { definitionNewMessages } from "./product-definition-new.messages";

/** qGenerateRFP: the document to generate, A to D; the ones the package lacks say why they are off. */
export function OptionInput({
  prompt,
  describedBy,
  packageType,
  notice,
  sending,
  error,
  onSend,
  onRetry,
}: PromptInputProps) {
  const t = useT(definitionNewMessages);
  const ui = useT(documentsUiMessages);
  const texts = usePromptTexts();
  const options = prompt.metadata.options ?? DOCUMENT_OPTIONS;
  return (
    <div className="grid gap-3">
      {notice && (
        <div role="alert" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">{t("autoGenerateFailed")}</p>
          <p>{notice}</p>
          <p className="text-muted-foreground">{t("chooseAgain")}</p>
        </div>
      )}
      <fieldset aria-labelledby={describedBy} className="m-0 min-w-0 border-0 p-0 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const allowed = optionAllowed(option.letter, packageType);
          return (
            <Button
              key={option.letter}
              variant="outline"
              size="choice"
              disabled={!allowed || sending}
              onClick={() => onSend(option.letter)}
            >
              <span className="font-semibold">{option.letter})</span>
              <span className="grid">
                <span>{texts.option(option)}</span>
                {!allowed && <span className="text-xs text-muted-foreground">{ui("notAllowed")}</span>}
              </span>
            </Button>
          );
        })}
      </fieldset>
      <SendError error={error} sending={sending} onRetry={onRetry} />
    </div>
  );
}
