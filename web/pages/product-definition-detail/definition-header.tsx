import { ArrowLeft } from "lucide-react";
import type { TDefinition } from "#shared/schemas/definitions";
import { Badge } from "#web/components/ui/badge.tsx";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { definitionName, packageBadge, statusBadge } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { ExportMenu } from "./export-menu";
import { definitionDetailMessages } from "./product-definition-detail.messages";
import { UpgradeLink } from "./upgrade";

/** The definition's name, status and package, when it last changed, and the way back to the list. */
export function DefinitionHeader({ definition }: { definition: TDefinition }) {
  const t = useT(definitionDetailMessages);
  const labels = useT(definitionMessages);
  const format = useFormat();
  const status = statusBadge(definition.status, labels);
  const pack = packageBadge(definition.packageType, labels);
  return (
    // The Export menu wraps below the name on a phone rather than squeezing it (no word broken).
    <div className="flex flex-wrap items-start gap-3">
      <ButtonLink
        variant="ghost"
        size="icon"
        className="-ml-2 shrink-0"
        to="/product-definitions"
        aria-label={t("back")}
      >
        <ArrowLeft aria-hidden="true" />
      </ButtonLink>
      <div className="grid min-w-0 flex-1 basis-52 gap-2">
        <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere">
          {definitionName(definition.name, labels)}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={status.variant}>{status.label}</Badge>
          <Badge variant={pack.variant}>{pack.label}</Badge>
          <span>{t("lastUpdated", { date: format.mediumDate(definition.updatedAt) })}</span>
          {definition.packageType === "rfpGeneratorPackages" && <UpgradeLink definitionId={definition.id} />}
        </div>
      </div>
      {/* At the row's end, also when wrapped: its menu opens leftwards from there. */}
      <div className="ml-auto">
        <ExportMenu definition={definition} />
      </div>
    </div>
  );
}
