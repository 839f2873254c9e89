import { Download, Eye } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type DocumentKind, documentKind } from "../../../shared/documents/kinds";
import type { TDocumentVersion } from "../../../shared/schemas/documents";
import { DocumentDialog } from "../../components/documents/document-dialog";
import { VersionLine } from "../../components/documents/version-line";
import { Button } from "../../components/ui/button";
import { definitionName } from "../../lib/definitions/definition-labels";
import { useDocumentActions } from "../../lib/documents/use-document-actions";
import { DOCUMENT_TABS } from "./documents-tab";

type ListedDocument = { definitionId: string; definitionName: string; document: TDocumentVersion; url: string };
type GeneratedListProps = { kind: DocumentKind; documents: readonly ListedDocument[] };

/**
 * 'Generated Documents': the current version of each of this kind, with View (the deck in a new
 * tab, the others in a dialog) and Download (a signed link the browser saves).
 */
export function GeneratedList({ kind, documents }: GeneratedListProps) {
  const actions = useDocumentActions();
  const [viewing, setViewing] = useState<ListedDocument | null>(null);
  const shown = documents.filter((item) => item.document.kind === kind);
  const titleId = `generated-${kind}`;
  const plural = DOCUMENT_TABS.find((tab) => tab.key === kind)?.plural ?? "documents";

  const view = (item: ListedDocument) => {
    if (kind === "pitch") void actions.openInTab(item.definitionId, kind);
    else setViewing(item);
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-xl font-semibold">
        Generated Documents
      </h2>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
          No {plural} have been generated yet.
        </p>
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-3">
          {shown.map((item) => {
            const name = definitionName(item.definitionName);
            return (
              <li
                key={item.document.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground"
              >
                <div className="grid gap-1">
                  <Link
                    to={`/product-definitions/${item.definitionId}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                  <VersionLine version={item.document} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => view(item)}>
                    <Eye aria-hidden="true" />
                    View
                    <span className="sr-only">
                      {" "}
                      the {documentKind(kind).label} of {name}
                      {kind === "pitch" ? " (opens in a new tab)" : ""}
                    </span>
                  </Button>
                  <Button variant="outline" onClick={() => void actions.download(item.definitionId, kind)}>
                    <Download aria-hidden="true" />
                    Download
                    <span className="sr-only">
                      {" "}
                      the {documentKind(kind).label} of {name}
                    </span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DocumentDialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        kind={kind}
        url={viewing?.url ?? null}
        subtitle={viewing ? definitionName(viewing.definitionName) : undefined}
      />
    </section>
  );
}
