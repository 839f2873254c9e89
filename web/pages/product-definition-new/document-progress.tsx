import { LiveGeneration } from "#web/components/documents/live-generation.tsx";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import type { ActiveGeneration } from "#web/lib/documents/use-generations.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
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
