import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { definitionDetailMessages } from "./product-definition-detail.messages";

type PagerProps = { page: number; totalPages: number; onPage(page: number): void; busy: boolean };

/** Previous / Next with 'Page X of Y' (the spec's 'Página X de Y' in Spanish); nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage, busy }: PagerProps) {
  const t = useT(definitionDetailMessages);
  const common = useT(commonMessages);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("pagesLabel")} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {common("previous")}
      </Button>
      <p aria-live="polite" className="text-sm tabular-nums">
        {common("pageOf", { page, pages: totalPages })}
      </p>
      <Button variant="outline" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        {common("next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
