import { History } from "lucide-react";
import { useState } from "react";
import type { DocumentKind } from "../../../shared/documents/kinds";
import { Button } from "../ui/button";
import { VersionHistoryDialog } from "./version-history-dialog";

type VersionHistoryButtonProps = { definitionId: string; kind: DocumentKind; url: string; label: string };

/** 'Version history', opening the list of versions and their comparison. */
export function VersionHistoryButton({ label, ...target }: VersionHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <History aria-hidden="true" />
        Version history
        <span className="sr-only"> of the {label}</span>
      </Button>
      <VersionHistoryDialog open={open} onClose={() => setOpen(false)} {...target} />
    </>
  );
}
