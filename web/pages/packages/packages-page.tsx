import { RefreshCw } from "lucide-react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { UsageNotice } from "#web/components/documents/usage-line.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { useCatalogue } from "#web/lib/commerce/use-catalogue.ts";
import { useUsage } from "#web/lib/documents/use-usage.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { type CheckoutState, stateOf } from "../checkout/checkout-input";
import { PackageCard } from "./package-card";
import { packagesMessages } from "./packages.messages";
import { useActivateFreePackage } from "./use-activate-free-package";
import { WhyUpgrade } from "./why-upgrade";

/** The package catalogue (spec section 2, /packages). A definition may be handed on to the checkout. */
export function PackagesPage() {
  const t = useT(packagesMessages);
  const common = useT(commonMessages);
  const serverMessage = useServerMessage();
  useDocumentTitle(t("documentTitle"));
  const { user } = useAuthState();
  const catalogue = useCatalogue();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const definitionId = params.get("definitionId") || stateOf(location.state).definitionId;
  const free = useActivateFreePackage(definitionId);
  const ownsFree = (user?.rfpGeneratorPackages ?? 0) > 0;
  // The monthly document limit, known before choosing a documents package (issue 25).
  const usage = useUsage(user !== null);

  const choose = (item: TCatalogueEntry) => {
    if (item.price === 0) return void free.activate(item);
    const query = new URLSearchParams({ packageId: item.id });
    if (definitionId) query.set("definitionId", definitionId);
    const state: CheckoutState = { package: item, definitionId };
    void navigate(`/checkout?${query}`, { state });
  };

  return (
    <div className="grid gap-10">
      <div className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground text-pretty">{t("intro")}</p>
        {usage.data && <UsageNotice usage={usage.data} className="mt-3 justify-items-center justify-center" />}
      </div>
      {catalogue.isPending ? (
        <Spinner label={t("loading")} className="justify-self-center" />
      ) : catalogue.isError ? (
        <div role="alert" className="grid justify-items-center gap-3">
          <p className="text-destructive">{serverMessage(requestErrorMessage(catalogue.error))}</p>
          <Button variant="outline" onClick={() => void catalogue.refetch()} disabled={catalogue.isFetching}>
            <RefreshCw aria-hidden="true" />
            {common("retry")}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
          {catalogue.data.packages.map((item) => (
            <PackageCard
              key={item.id}
              item={item}
              owned={item.price === 0 && ownsFree}
              busy={item.price === 0 && free.busy}
              onChoose={choose}
            />
          ))}
        </div>
      )}
      <WhyUpgrade />
    </div>
  );
}
