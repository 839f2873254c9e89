import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { packageByType } from "../../../shared/commerce/catalogue";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";

/** The checkout of the complete package for this definition (the checkout reads both from the query). */
function upgradePath(definitionId: string): string {
  const packageId = packageByType("completeDocumentationPackages")?.id ?? "";
  return `/checkout?${new URLSearchParams({ packageId, definitionId })}`;
}

/** 'Upgrade your package', beside the package badge of a definition on the free RFP package. */
export function UpgradeLink({ definitionId }: { definitionId: string }) {
  return (
    <Link to={upgradePath(definitionId)} className="font-medium text-primary underline-offset-4 hover:underline">
      Upgrade your package
    </Link>
  );
}

/** What the complete package adds to a definition on the free RFP package. */
export function UpgradeCard({ definitionId }: { definitionId: string }) {
  return (
    <Card aria-labelledby="upgrade-title" className="flex flex-wrap items-center justify-between gap-4 bg-accent/40">
      <div>
        <CardTitle id="upgrade-title">More documents for this product</CardTitle>
        <CardDescription>
          The Complete Documentation package adds an investor pitch deck, an OpenAPI specification and a prompt for an
          AI app builder.
        </CardDescription>
      </div>
      <Button asChild>
        <Link to={upgradePath(definitionId)}>
          <Sparkles aria-hidden="true" />
          Purchase Complete Package
        </Link>
      </Button>
    </Card>
  );
}
