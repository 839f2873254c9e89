import { RefreshCw } from "lucide-react";
import type { TDefinitionPackage, TMessage } from "#shared/schemas/definitions";
import { Button } from "#web/components/ui/button.tsx";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";

/** What every answer input gets (prompt-input.tsx picks the input; the inputs share these controls). */
export type PromptInputProps = {
  prompt: TMessage;
  /** The id of the element showing the question. */
  describedBy: string;
  packageType: TDefinitionPackage | null;
  focusOnMount: boolean;
  /** Something the user should know before answering (the RFP could not be generated on its own), translated. */
  notice?: string | null;
  sending: boolean;
  error: string | null;
  onSend(content: string): void;
  /** Sends the failed answer again (offered with the error). */
  onRetry(): void;
};

/** A failed answer's message, read out as it appears, with Retry. */
export function SendError({ error, sending, onRetry }: Pick<PromptInputProps, "error" | "sending" | "onRetry">) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 empty:hidden">
      {error && (
        <>
          <p className="text-sm text-destructive">{error}</p>
          <RetryButton sending={sending} onRetry={onRetry} />
        </>
      )}
    </div>
  );
}

export function RetryButton({ sending, onRetry }: Pick<PromptInputProps, "sending" | "onRetry">) {
  const t = useT(commonMessages);
  return (
    <Button type="button" variant="outline" size="sm" disabled={sending} onClick={onRetry}>
      <RefreshCw aria-hidden="true" />
      {t("retry")}
    </Button>
  );
}
