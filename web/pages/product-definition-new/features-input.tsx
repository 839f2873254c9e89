import { Check } from "lucide-react";
import { useState } from "react";
import { toNumberedList } from "../../../shared/questionnaire/answers";
import { FeatureOrder } from "../../components/questionnaire/feature-order";
import { questionnaireMessages } from "../../components/questionnaire/questionnaire.messages";
import { Button } from "../../components/ui/button";
import { useT } from "../../lib/i18n/i18n-context";
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
