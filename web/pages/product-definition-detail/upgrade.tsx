import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { packageByType } from "#shared/commerce/catalogue";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { definitionDetailMessages } from "./product-definition-detail.messages";

/** The checkout of the complete package for this definition (the checkout reads both from the query). */
function upgradePath(definitionId: string): string {
  const packageId = packageByType("completeDocumentationPackages")?.id ?? "";
  return `/checkout?${new URLSearchParams({ packageId, definitionId })}`;
}

/** 'Upgrade your package', beside the package badge of a definition on the free RFP package. */
export function UpgradeLink({ definitionId }: { definitionId: string }) {
  const t = useT(definitionDetailMessages);
  return (
    <Link to={upgradePath(definitionId)} className="font-medium text-primary underline-offset-4 hover:underline">
      {t("upgradeLink")}
    </Link>
  );
}

/** What the complete package adds to a definition on the free RFP package. */
export function UpgradeCard({ definitionId }: { definitionId: string }) {
  const t = useT(definitionDetailMessages);
  return (
    <Card aria-labelledby="upgrade-title" tone="accent" className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <CardTitle id="upgrade-title">{t("upgradeTitle")}</CardTitle>
        <CardDescription>{t("upgradeText")}</CardDescription>
      </div>
      <ButtonLink to={upgradePath(definitionId)}>
        <Sparkles aria-hidden="true" />
        {t("purchaseComplete")}
      </ButtonLink>
    </Card>
  );
}
