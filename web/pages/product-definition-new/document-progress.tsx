import { LiveGeneration } from "../../components/documents/live-generation";
import { documentsMessages } from "../../lib/documents/documents.messages";
import type { ActiveGeneration } from "../../lib/documents/use-generations";
import { useT } from "../../lib/i18n/i18n-context";
import { definitionNewMessages } from "./product-definition-new.messages";

type DocumentProgressProps = { generation: ActiveGeneration; onCancel(): void };

/** The document the questionnaire is generating, written out as it arrives. */
export function DocumentProgress({ generation, onCancel }: DocumentProgressProps) {
  const t = useT(definitionNewMessages);
  const kinds = useT(documentsMessages);
  const label = kinds(generation.kind);
  return (
    <section aria-labelledby="document-progress" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="document-progress" className="text-lg font-semibold">
        {t("generatingYour", { document: label })}
      </h2>
      <LiveGeneration label={label} text={generation.text} markdown={generation.kind === "rfp"} onCancel={onCancel} />
    </section>
  );
}
