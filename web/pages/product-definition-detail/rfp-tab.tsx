import { FileText, Printer } from "lucide-react";
import { useRef } from "react";
import type { GenerationRefusal } from "#shared/documents/generation-entitlement";
import type { TDefinition } from "#shared/schemas/definitions";
import type { TUsage } from "#shared/schemas/documents";
import { documentsUiMessages } from "#web/components/documents/documents-ui.messages.ts";
import { GenerateButton } from "#web/components/documents/generate-button.tsx";
import { LiveGeneration } from "#web/components/documents/live-generation.tsx";
import { MarkdownView } from "#web/components/documents/markdown-view.tsx";
import { VersionHistoryButton } from "#web/components/documents/version-history-button.tsx";
import { VersionLine } from "#web/components/documents/version-line.tsx";
import { Problem } from "#web/components/layout/problem.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useDocumentText } from "#web/lib/documents/document-text.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { generateBlock } from "#web/lib/documents/monthly-limit.ts";
import { printDocument } from "#web/lib/documents/print-document.ts";
import { startMarkdownRenderer } from "#web/lib/documents/render-markdown.ts";
import { useCurrentVersion } from "#web/lib/documents/use-current-version.ts";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { definitionDetailMessages } from "./product-definition-detail.messages";

// The renderer (a Web Worker) starts with this module, beside the document's text.
startMarkdownRenderer();

type RfpTabProps = {
  definition: TDefinition;
  rfpUrl: string | null;
  /** The server's verdict on generating the RFP, sent with the definition. */
  refusal: GenerationRefusal | null;
  /** This month's documents: at the limit 'Regenerate' waits, like the documents area's. */
  usage: TUsage | undefined;
  generations: Generations;
};

/** The RFP tab: the RFP rendered from its Markdown, its version, 'Print RFP' and, once answers change, 'Regenerate'. */
export function RfpTab({ definition, rfpUrl, refusal, usage, generations }: RfpTabProps) {
  const t = useT(definitionDetailMessages);
  if (!rfpUrl) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
        <p>{t("rfpMissing")}</p>
      </div>
    );
  }
  return (
    <RfpDocument definition={definition} rfpUrl={rfpUrl} refusal={refusal} usage={usage} generations={generations} />
  );
}

function RfpDocument({ definition, rfpUrl, refusal, usage, generations }: RfpTabProps & { rfpUrl: string }) {
  const t = useT(definitionDetailMessages);
  const ui = useT(documentsUiMessages);
  const kinds = useT(documentsMessages);
  const text = useDocumentText(rfpUrl);
  const version = useCurrentVersion(definition.id, "rfp", true);
  const live = generations.find(definition.id, "rfp");
  const rendered = useRef<HTMLDivElement>(null);
  // The print window is titled 'Request for Proposal' in the user's language.
  const label = kinds("rfp");

  const print = () => {
    if (rendered.current && !printDocument(label, rendered.current)) {
      toast.error(t("printBlocked"), { description: t("printBlockedText") });
    }
  };

  return (
    // One minmax(0, 1fr) column: the RFP's tables scroll in their own boxes on a phone instead of widening the page.
    <section aria-label={label} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* Its line is held while the version loads (a row of its own on a phone), so the buttons do not jump. */}
        <div className="min-h-6 basis-full sm:basis-auto">
          <VersionLine version={version} />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {version?.outOfDate && (
            <GenerateButton
              label={ui("regenerate")}
              regenerate
              generating={live !== undefined}
              reason={generateBlock(refusal, usage, true)}
              usage={usage}
              onGenerate={() => void generations.start(definition.id, "rfp")}
            />
          )}
          <VersionHistoryButton definitionId={definition.id} kind="rfp" url={rfpUrl} label={label} />
          <Button variant="outline" onClick={print} disabled={!text.data || live !== undefined}>
            <Printer aria-hidden="true" />
            {t("printRfp")}
          </Button>
        </div>
      </div>
      {live ? (
        <LiveGeneration
          label={label}
          text={live.text}
          markdown
          onCancel={() => generations.cancel(definition.id, "rfp")}
        />
      ) : text.isPending ? (
        // The RFP is longer than a screen: its place is held at full height while it loads, so the
        // cards below it start out of view instead of jumping down when it arrives (layout shift).
        <div className="grid min-h-dvh place-items-start rounded-xl border bg-card p-4 sm:p-8">
          <Spinner label={t("loadingRfp")} />
        </div>
      ) : text.isError ? (
        <Problem message={t("rfpNotLoaded")} onRetry={() => void text.refetch()} busy={text.isFetching} />
      ) : (
        <article ref={rendered} className="rounded-xl border bg-card p-4 text-card-foreground sm:p-8">
          <MarkdownView text={text.data} />
        </article>
      )}
    </section>
  );
}
