import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";

type PagerProps = { page: number; totalPages: number; onPage(page: number): void; busy: boolean };

/** Previous / Next with the spec's 'Página X de Y'; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage, busy }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Questionnaire pages" className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p aria-live="polite" className="text-sm tabular-nums">
        Página {page} de {totalPages}
      </p>
      <Button variant="outline" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
