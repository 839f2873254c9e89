import type { TDocumentVersion } from "../../../shared/schemas/documents";
import { formatMediumDate } from "../../lib/format-date";
import { Badge } from "../ui/badge";

/** "Version 2 · Nov 22, 2026", with 'Out of date' when the answers changed after it was made. */
export function VersionLine({ version }: { version: TDocumentVersion | undefined }) {
  if (!version) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span>
        Version {version.version} · {formatMediumDate(version.createdAt)}
      </span>
      {version.outOfDate && <Badge variant="destructive">Out of date</Badge>}
    </p>
  );
}
