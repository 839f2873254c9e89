import type { TDocumentVersion } from "#shared/schemas/documents";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { Badge } from "../ui/badge";
import { ChangeLog } from "./change-log";
import { documentsUiMessages } from "./documents-ui.messages";

/**
 * "Version 2 · 11/22/2026", with 'Out of date' when the answers or the blueprint changed after it
 * was made, and its change log by requirement id ("FR-3 changed").
 */
export function VersionLine({
  version,
  showOutOfDate = true,
}: {
  version: TDocumentVersion | undefined;
  /** Off where the document's state already says 'Out of date' beside it. */
  showOutOfDate?: boolean;
}) {
  const t = useT(documentsUiMessages);
  const format = useFormat();
  if (!version) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span>{t("versionOn", { version: version.version, date: format.date(version.createdAt) })}</span>
      {showOutOfDate && version.outOfDate && <Badge variant="destructive">{t("outOfDate")}</Badge>}
      {version.changes && <ChangeLog changes={version.changes} />}
    </p>
  );
}
