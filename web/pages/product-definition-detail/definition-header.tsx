import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { TConversation } from "../../../shared/schemas/conversations";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { definitionName, packageBadge, statusBadge } from "../../lib/definitions/definition-labels";
import { definitionMessages } from "../../lib/definitions/definitions.messages";
import { useFormat, useT } from "../../lib/i18n/i18n-context";
import { definitionDetailMessages } from "./product-definition-detail.messages";
import { UpgradeLink } from "./upgrade";

/** The definition's name, status and package, when it last changed, and the way back to the list. */
export function DefinitionHeader({ conversation }: { conversation: TConversation }) {
  const t = useT(definitionDetailMessages);
  const labels = useT(definitionMessages);
  const format = useFormat();
  const status = statusBadge(conversation.status, labels);
  const pack = packageBadge(conversation.packageType, labels);
  return (
    <div className="flex items-start gap-3">
      <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
        <Link to="/product-definitions" aria-label={t("back")}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <div className="grid min-w-0 gap-2">
        <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere">
          {definitionName(conversation.name, labels)}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={status.variant}>{status.label}</Badge>
          <Badge variant={pack.variant}>{pack.label}</Badge>
          <span>{t("lastUpdated", { date: format.mediumDate(conversation.updatedAt) })}</span>
          {conversation.packageType === "rfpGeneratorPackages" && <UpgradeLink definitionId={conversation.id} />}
        </div>
      </div>
    </div>
  );
}
