import { History } from "lucide-react";
import { useState } from "react";
import type { DocumentKind } from "#shared/documents/kinds";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { Button } from "../ui/button";
import { documentsUiMessages } from "./documents-ui.messages";
import { VersionHistoryDialog } from "./version-history-dialog";

type VersionHistoryButtonProps = { definitionId: string; kind: DocumentKind; url: string; label: string };

/** 'Version history', opening the list of versions and their comparison; `label` names the document. */
export function VersionHistoryButton({ label, ...target }: VersionHistoryButtonProps) {
  const t = useT(documentsUiMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <History aria-hidden="true" />
        {t("versionHistory")}
        <span className="sr-only"> {t("historyOf", { document: label })}</span>
      </Button>
      <VersionHistoryDialog open={open} onClose={() => setOpen(false)} {...target} />
    </>
  );
}
