import { Download, ExternalLink, Eye } from "lucide-react";
import { useState } from "react";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TDefinition } from "#shared/schemas/definitions";
import { DocumentDialog } from "#web/components/documents/document-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { definitionName } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { useDocumentActions } from "#web/lib/documents/use-document-actions.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { definitionDetailMessages } from "./product-definition-detail.messages";

type DocumentOpenActionsProps = {
  definition: TDefinition;
  kind: Exclude<DocumentKind, "rfp">;
  url: string;
  disabled: boolean;
};

/**
 * How a generated document is read (spec section 4): the pitch deck with 'Download Pitch Deck',
 * which opens it in a new tab, and as .html or .pptx files; the others with 'Show', in a dialog.
 */
export function DocumentOpenActions({ definition, kind, url, disabled }: DocumentOpenActionsProps) {
  const t = useT(definitionDetailMessages);
  const labels = useT(definitionMessages);
  const kinds = useT(documentsMessages);
  const actions = useDocumentActions();
  const [showing, setShowing] = useState(false);
  const [building, setBuilding] = useState(false);
  const name = definitionName(definition.name, labels);

  if (kind !== "pitch") {
    return (
      <>
        <Button onClick={() => setShowing(true)} disabled={disabled}>
          <Eye aria-hidden="true" />
          {t("show")}
          <span className="sr-only"> {kinds(kind)}</span>
        </Button>
        <DocumentDialog open={showing} onClose={() => setShowing(false)} kind={kind} url={url} subtitle={name} />
      </>
    );
  }
  const pptx = async () => {
    setBuilding(true);
    await actions.downloadPptx(definition.id);
    setBuilding(false);
  };
  return (
    <>
      <Button onClick={() => void actions.openInTab(definition.id, kind)} disabled={disabled}>
        <ExternalLink aria-hidden="true" />
        {t("downloadPitch")}
        <span className="sr-only"> {t("opensInNewTab")}</span>
      </Button>
      <Button variant="outline" onClick={() => void actions.download(definition.id, kind)} disabled={disabled}>
        <Download aria-hidden="true" />
        {t("downloadHtml")}
      </Button>
      <Button variant="outline" onClick={() => void pptx()} disabled={disabled || building}>
        <Download aria-hidden="true" />
        {building ? t("preparingPptx") : t("downloadPptx")}
      </Button>
    </>
  );
}
