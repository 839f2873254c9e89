import { ArrowRight, Clock, FileText } from "lucide-react";
import type { TDefinitionListItem } from "#shared/schemas/definitions";
import { Badge } from "#web/components/ui/badge.tsx";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { definitionName, documentCount, packageBadge, statusBadge } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { productDefinitionsMessages } from "./product-definitions.messages";

/** One definition of the list: name, vision, status and package, documents, hours, date and the way in. */
export function DefinitionCard({ definition }: { definition: TDefinitionListItem }) {
  const t = useT(productDefinitionsMessages);
  const labels = useT(definitionMessages);
  const format = useFormat();
  const status = statusBadge(definition.status, labels);
  const pack = packageBadge(definition.packageType, labels);
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
        <h2 id={titleId} className="text-lg font-semibold wrap-anywhere">
          {definitionName(definition.name, labels)}
        </h2>
        {definition.vision && <p className="line-clamp-3 text-sm text-muted-foreground">{definition.vision}</p>}
        <ul className="mt-auto grid gap-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-4" />
            {documentCount(definition.documentsGenerated, labels)}
          </li>
          {definition.packageType === "completeDocumentationPackages" && (
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4" />
              {t("hoursUsed", { hours: format.number(definition.developmentHoursUsed) })}
            </li>
          )}
          <li>{t("updated", { date: format.date(definition.lastUpdated) })}</li>
        </ul>
        <ButtonLink
          variant="outline"
          className="justify-self-start"
          to={`/product-definitions/${definition.id}`}
          state={{ definition }}
          aria-describedby={titleId}
        >
          {t("viewDetails")}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </article>
    </li>
  );
}
