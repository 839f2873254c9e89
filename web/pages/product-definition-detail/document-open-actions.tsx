import { Download, ExternalLink, Eye } from "lucide-react";
import { useState } from "react";
import { type DocumentKind, documentKind } from "../../../shared/documents/kinds";
import type { TConversation } from "../../../shared/schemas/conversations";
import { DocumentDialog } from "../../components/documents/document-dialog";
import { Button } from "../../components/ui/button";
import { definitionName } from "../../lib/definitions/definition-labels";
import { useDocumentActions } from "../../lib/documents/use-document-actions";

type DocumentOpenActionsProps = {
  conversation: TConversation;
  kind: Exclude<DocumentKind, "rfp">;
  url: string;
  disabled: boolean;
};

/**
 * How a generated document is read (spec section 4): the pitch deck with 'Download Pitch Deck',
 * which opens it in a new tab, and as .html or .pptx files; the others with 'Show', in a dialog.
 */
export function DocumentOpenActions({ conversation, kind, url, disabled }: DocumentOpenActionsProps) {
  const actions = useDocumentActions();
  const [showing, setShowing] = useState(false);
  const [building, setBuilding] = useState(false);
  const name = definitionName(conversation.name);

  if (kind !== "pitch") {
    return (
      <>
        <Button onClick={() => setShowing(true)} disabled={disabled}>
          <Eye aria-hidden="true" />
          Show
          <span className="sr-only"> {documentKind(kind).label}</span>
        </Button>
        <DocumentDialog open={showing} onClose={() => setShowing(false)} kind={kind} url={url} subtitle={name} />
      </>
    );
  }
  const pptx = async () => {
    setBuilding(true);
    await actions.downloadPptx(url, name);
    setBuilding(false);
  };
  return (
    <>
      <Button onClick={() => void actions.openInTab(conversation.id, kind)} disabled={disabled}>
        <ExternalLink aria-hidden="true" />
        Download Pitch Deck
        <span className="sr-only">(opens in a new tab)</span>
      </Button>
      <Button variant="outline" onClick={() => void actions.download(conversation.id, kind)} disabled={disabled}>
        <Download aria-hidden="true" />
        Download .html
      </Button>
      <Button variant="outline" onClick={() => void pptx()} disabled={disabled || building}>
        <Download aria-hidden="true" />
        {building ? "Preparing .pptx..." : "Download .pptx"}
      </Button>
    </>
  );
}
