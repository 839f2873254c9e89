import { Download, Eye } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TDocumentVersion } from "#shared/schemas/documents";
import { DocumentDialog } from "#web/components/documents/document-dialog.tsx";
import { VersionLine } from "#web/components/documents/version-line.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { definitionName } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { useDocumentActions } from "#web/lib/documents/use-document-actions.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { documentsPageMessages } from "./documents-page.messages";

type ListedDocument = { definitionId: string; definitionName: string; document: TDocumentVersion; url: string };
type GeneratedListProps = { kind: DocumentKind; documents: readonly ListedDocument[] };

/**
 * 'Generated Documents': the current version of each of this kind, with View (the deck in a new
 * tab, the others in a dialog) and Download (a signed link the browser saves).
 */
export function GeneratedList({ kind, documents }: GeneratedListProps) {
  const t = useT(documentsPageMessages);
  const common = useT(commonMessages);
  const labels = useT(definitionMessages);
  const kinds = useT(documentsMessages);
  const actions = useDocumentActions();
  const [viewing, setViewing] = useState<ListedDocument | null>(null);
  const shown = documents.filter((item) => item.document.kind === kind);
  const titleId = `generated-${kind}`;
  const kindLabel = kinds(kind);

  const view = (item: ListedDocument) => {
    if (kind === "pitch") void actions.openInTab(item.definitionId, kind);
    else setViewing(item);
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-xl font-semibold">
        {t("generated")}
      </h2>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-muted-foreground">{t(`${kind}None`)}</p>
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-3">
          {shown.map((item) => {
            const name = definitionName(item.definitionName, labels);
            const what = t("viewWhat", { document: kindLabel, name });
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
                    {common("view")}
                    <span className="sr-only">
                      {` ${what}`}
                      {kind === "pitch" ? ` ${t("opensInNewTab")}` : ""}
                    </span>
                  </Button>
                  <Button variant="outline" onClick={() => void actions.download(item.definitionId, kind)}>
                    <Download aria-hidden="true" />
                    {common("download")}
                    <span className="sr-only">{` ${what}`}</span>
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
        subtitle={viewing ? definitionName(viewing.definitionName, labels) : undefined}
      />
    </section>
  );
}
