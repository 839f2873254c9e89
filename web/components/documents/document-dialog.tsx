import { X } from "lucide-react";
import { useId } from "react";
import type { DocumentKind } from "#shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import { useDocumentText } from "#web/lib/documents/document-text.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { keyed } from "#web/lib/i18n/server-text.ts";
import { Problem } from "../layout/problem";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { CodeBlock } from "./code-block";
import { CopyButton } from "./copy-button";
import { documentsUiMessages } from "./documents-ui.messages";
import { MarkdownView } from "./markdown-view";

type DocumentDialogProps = {
  open: boolean;
  onClose(): void;
  kind: DocumentKind;
  /** The document's address (conversation.documents.*Url or the list's url). */
  url: string | null;
  /** Whose document it is, under the title. */
  subtitle?: string;
};

/**
 * A document in a dialog: the RFP rendered, the OpenAPI specification and the app-builder prompt
 * as written in a scrolling code block, each with a Copy button.
 */
export function DocumentDialog({ open, onClose, kind, url, subtitle }: DocumentDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onCancel={onClose} titleId={titleId} wide>
      <DocumentBody titleId={titleId} kind={kind} url={url} subtitle={subtitle} onClose={onClose} />
    </Dialog>
  );
}

type BodyProps = { titleId: string; kind: DocumentKind; url: string | null; subtitle?: string; onClose(): void };

function DocumentBody({ titleId, kind, url, subtitle, onClose }: BodyProps) {
  const t = useT(documentsUiMessages);
  const common = useT(commonMessages);
  const kinds = useT(documentsMessages);
  const serverMessage = useServerMessage();
  const label = kinds(kind);
  const text = useDocumentText(url);
  return (
    <div className="grid gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {label}
          </h2>
          {subtitle && <p className="text-sm text-muted-foreground wrap-anywhere">{subtitle}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <CopyButton text={text.data ?? ""} disabled={!text.data} />
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={common("close")}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      {text.isPending ? (
        <Spinner label={t("loadingDocument", { document: label })} />
      ) : text.isError ? (
        <Problem
          message={serverMessage(keyed("documentNotFound", DOCUMENT_MESSAGES.notFound))}
          onRetry={() => void text.refetch()}
          busy={text.isFetching}
        />
      ) : kind === "rfp" ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable by keyboard.
        <section tabIndex={0} aria-label={label} className="max-h-[60dvh] overflow-auto pr-2">
          <MarkdownView text={text.data} />
        </section>
      ) : (
        <CodeBlock text={text.data} label={label} />
      )}
    </div>
  );
}
