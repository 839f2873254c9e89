import type { TDocumentVersion } from "#shared/schemas/documents";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { changeLogMessages } from "./change-log.messages";

const byNumber = (a: string, b: string) => Number(a.replace(/\D/g, "")) - Number(b.replace(/\D/g, ""));

/**
 * Which requirements a version changed against the blueprint its previous version was rendered
 * from, by FR id: "FR-3 changed, FR-7 added" (nothing for a first version). Decision 031.
 */
export function ChangeLog({ changes }: { changes: TDocumentVersion["changes"] }) {
  const t = useT(changeLogMessages);
  if (!changes) return null;
  const entries = [
    ...changes.changed.map((id) => ({ id, text: t("changed", { id }) })),
    ...changes.added.map((id) => ({ id, text: t("added", { id }) })),
    ...changes.removed.map((id) => ({ id, text: t("removed", { id }) })),
  ].sort((a, b) => byNumber(a.id, b.id));
  return (
    <span className="text-muted-foreground">
      <span className="sr-only">{t("label")}: </span>
      {entries.length === 0 ? t("none") : entries.map((entry) => entry.text).join(", ")}
    </span>
  );
}
