import type { TDocumentVersion } from "#shared/schemas/documents";
import { Badge } from "#web/components/ui/badge.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { documentsAreaMessages } from "./documents-area.messages";
import { definitionDetailMessages } from "./product-definition-detail.messages";

/** Where a document stands: not generated, generating, ready (its current version) or out of date. */
export type DocumentState = "missing" | "generating" | "ready" | "outOfDate";

export function documentState(
  url: string | null,
  generating: boolean,
  version: Pick<TDocumentVersion, "outOfDate"> | undefined,
): DocumentState {
  if (generating) return "generating";
  if (url === null) return "missing";
  return version?.outOfDate ? "outOfDate" : "ready";
}

export function DocumentStateBadge({ state }: { state: DocumentState }) {
  const t = useT(definitionDetailMessages);
  const area = useT(documentsAreaMessages);
  if (state === "generating") return <Badge variant="secondary">{t("badgeGenerating")}</Badge>;
  if (state === "ready") return <Badge variant="success">{t("badgeComplete")}</Badge>;
  if (state === "outOfDate") return <Badge variant="outline">{area("badgeOutOfDate")}</Badge>;
  return <Badge variant="outline">{area("badgeNotGenerated")}</Badge>;
}
