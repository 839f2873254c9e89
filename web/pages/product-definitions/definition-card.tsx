import { ArrowRight, Clock, FileText } from "lucide-react";
import { Link } from "react-router";
import type { TDefinitionListItem } from "../../../shared/schemas/conversations";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { definitionName, documentCount, packageBadge, statusBadge } from "../../lib/definitions/definition-labels";
import { formatMediumDate } from "../../lib/format-date";
import { formatHours } from "../dashboard/dashboard-stats";

/** One definition of the list: name, vision, status and package, documents, hours, date and the way in. */
export function DefinitionCard({ definition }: { definition: TDefinitionListItem }) {
  const status = statusBadge(definition.status);
  const pack = packageBadge(definition.packageType);
  const titleId = `definition-${definition.id}-title`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      >
        <div className="flex flex-wrap gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          <Badge variant={pack.variant}>{pack.label}</Badge>
        </div>
        <h2 id={titleId} className="text-lg font-semibold break-words">
          {definitionName(definition.name)}
        </h2>
        {definition.vision && <p className="line-clamp-3 text-sm text-muted-foreground">{definition.vision}</p>}
        <ul className="mt-auto grid gap-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-4" />
            {documentCount(definition.documentsGenerated)}
          </li>
          {definition.packageType === "completeDocumentationPackages" && (
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4" />
              {formatHours(definition.developmentHoursUsed)} development hours used
            </li>
          )}
          <li>Updated {formatMediumDate(definition.lastUpdated)}</li>
        </ul>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={`/product-definitions/${definition.id}`} state={{ definition }} aria-describedby={titleId}>
            View Details
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </article>
    </li>
  );
}
