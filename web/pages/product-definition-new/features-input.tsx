import { Check } from "lucide-react";
import { useState } from "react";
import { toNumberedList } from "#shared/questionnaire/answers";
import { FeatureOrder } from "#web/components/questionnaire/feature-order.tsx";
import { questionnaireMessages } from "#web/components/questionnaire/questionnaire.messages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { type PromptInputProps, SendError } from "./answer-controls";
import { definitionNewMessages } from "./product-definition-new.messages";

/** qGenerateFeatures: the offered features put in order, sent as a numbered list. */
export function FeaturesInput({ prompt, sending, error, onSend, onRetry }: PromptInputProps) {
  const t = useT(definitionNewMessages);
  const words = useT(questionnaireMessages);
  const [items, setItems] = useState<string[]>(() => [...(prompt.metadata.features ?? [])]);
  return (
    <div className="grid gap-4">
      <FeatureOrder label={words("featuresLabel")} items={items} onChange={setItems} disabled={sending} />
      <SendError error={error} sending={sending} onRetry={onRetry} />
      <Button
        className="justify-self-end"
        disabled={sending || items.length === 0}
        onClick={() => onSend(toNumberedList(items))}
      >
        <Check aria-hidden="true" />
        {sending ? t("sending") : t("confirmOrder")}
      </Button>
    </div>
  );
}
