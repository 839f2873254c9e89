import { documentKind } from "../../../shared/documents/kinds";
import { LiveGeneration } from "../../components/documents/live-generation";
import type { ActiveGeneration } from "../../lib/documents/use-generations";

type DocumentProgressProps = { generation: ActiveGeneration; onCancel(): void };

/** The document the questionnaire is generating, written out as it arrives. */
export function DocumentProgress({ generation, onCancel }: DocumentProgressProps) {
  const { label } = documentKind(generation.kind);
  return (
    <section aria-labelledby="document-progress" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="document-progress" className="text-lg font-semibold">
        Generating your {label}
      </h2>
      <LiveGeneration label={label} text={generation.text} markdown={generation.kind === "rfp"} onCancel={onCancel} />
    </section>
  );
}
