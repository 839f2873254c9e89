import { FileText, Printer } from "lucide-react";
import { useRef } from "react";
import { toast } from "sonner";
import { documentKind } from "../../../shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "../../../shared/errors/definition-messages";
import type { TConversation } from "../../../shared/schemas/conversations";
import { GenerateButton } from "../../components/documents/generate-button";
import { LiveGeneration } from "../../components/documents/live-generation";
import { MarkdownView } from "../../components/documents/markdown-view";
import { VersionHistoryButton } from "../../components/documents/version-history-button";
import { VersionLine } from "../../components/documents/version-line";
import { Problem } from "../../components/layout/problem";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAuthState } from "../../lib/auth/auth-context";
import { useDocumentText } from "../../lib/documents/document-text";
import { generationBlock } from "../../lib/documents/entitlements";
import { printDocument } from "../../lib/documents/print-document";
import { useCurrentVersion } from "../../lib/documents/use-current-version";
import type { Generations } from "../../lib/documents/use-generations";

type RfpTabProps = { conversation: TConversation; rfpUrl: string | null; generations: Generations };

/** The RFP tab: the RFP rendered from its Markdown, its version, 'Print RFP' and, once answers change, 'Regenerate'. */
export function RfpTab({ conversation, rfpUrl, generations }: RfpTabProps) {
  if (!rfpUrl) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
        <p>The RFP document has not been generated yet.</p>
      </div>
    );
  }
  return <RfpDocument conversation={conversation} rfpUrl={rfpUrl} generations={generations} />;
}

function RfpDocument({ conversation, rfpUrl, generations }: RfpTabProps & { rfpUrl: string }) {
  const { user } = useAuthState();
  const text = useDocumentText(rfpUrl);
  const version = useCurrentVersion(conversation.id, "rfp", true);
  const live = generations.find(conversation.id, "rfp");
  const rendered = useRef<HTMLDivElement>(null);
  const label = documentKind("rfp").label;

  const print = () => {
    if (rendered.current && !printDocument(label, rendered.current)) {
      toast.error("The print window was blocked", { description: "Allow pop-ups for this site and try again." });
    }
  };

  return (
    <section aria-label={label} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <VersionLine version={version} />
        <div className="flex flex-wrap items-start gap-2">
          {version?.outOfDate && (
            <GenerateButton
              label={DOCUMENT_MESSAGES.regenerate}
              regenerate
              generating={live !== undefined}
              reason={generationBlock("rfp", conversation.packageType, user)}
              onGenerate={() => void generations.start(conversation.id, "rfp")}
            />
          )}
          <VersionHistoryButton definitionId={conversation.id} kind="rfp" url={rfpUrl} label={label} />
          <Button variant="outline" onClick={print} disabled={!text.data || live !== undefined}>
            <Printer aria-hidden="true" />
            Print RFP
          </Button>
        </div>
      </div>
      {live ? (
        <LiveGeneration
          label={label}
          text={live.text}
          markdown
          onCancel={() => generations.cancel(conversation.id, "rfp")}
        />
      ) : text.isPending ? (
        <Spinner label="Loading the RFP" />
      ) : text.isError ? (
        <Problem message={DOCUMENT_MESSAGES.rfpNotLoaded} onRetry={() => void text.refetch()} busy={text.isFetching} />
      ) : (
        <article ref={rendered} className="rounded-xl border bg-card p-4 text-card-foreground sm:p-8">
          <MarkdownView text={text.data} />
        </article>
      )}
    </section>
  );
}
