import { FileText, RefreshCw, Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { FREE_PACKAGE_ID, packageById } from "#shared/commerce/catalogue";
import { Button } from "#web/components/ui/button.tsx";
import { LoadMoreButton } from "#web/components/ui/load-more-button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useAuthState, useAuthStore } from "#web/lib/auth/auth-context.tsx";
import { createOptions } from "#web/lib/definitions/create-options.ts";
import { ALL_STATUSES, isStatusFilter } from "#web/lib/definitions/definition-filter.ts";
import { questionnairePath } from "#web/lib/definitions/definition-packages.ts";
import { useDefinitionPages } from "#web/lib/definitions/use-definition-list.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDebouncedValue } from "#web/lib/use-debounced-value.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { useActivateFreePackage } from "../packages/use-activate-free-package";
import { CreateDefinitionMenu } from "./create-definition-menu";
import { DefinitionCard } from "./definition-card";
import { DefinitionFilters } from "./definition-filters";
import { productDefinitionsMessages } from "./product-definitions.messages";

// Long enough to let a word be typed, short enough to feel immediate.
const SEARCH_DELAY_MS = 250;

/**
 * The list of definitions (spec section 2, /product-definitions), searched and filtered by status
 * on the server, a page at a time with "Load more".
 */
export function ProductDefinitionsPage() {
  const t = useT(productDefinitionsMessages);
  const common = useT(commonMessages);
  useDocumentTitle(t("documentTitle"));
  const store = useAuthStore();
  const { user } = useAuthState();
  // The search and the filter live in the address, so a reload or the back button keeps them.
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const statusParam = params.get("status");
  const status = isStatusFilter(statusParam) ? statusParam : ALL_STATUSES;
  const options = createOptions(user);
  // Issue 25: without a package, creation offers the free RFP package in place (activate and
  // start the questionnaire in one step) instead of sending the user to another page first.
  const free = useActivateFreePackage(undefined, questionnairePath("rfpGeneratorPackages"));
  const offerFree = user !== null && user.rfpGeneratorPackages === 0 && !options.available.rfpGeneratorPackages;
  const freePackage = packageById(FREE_PACKAGE_ID);
  const activateFree = () => {
    if (freePackage) void free.activate(freePackage);
  };
  // The server searches; it is asked once the typing pauses, not at every key.
  const list = useDefinitionPages({ search: useDebouncedValue(search, SEARCH_DELAY_MS), status });

  // The package counts decide what can be created: take the server's current ones.
  useEffect(() => {
    void store.reloadUser({ reuseStart: true });
  }, [store]);

  // From the address as it is now, not as last rendered: the router renders in a transition, so
  // clearing the search and then choosing a status before that render must not bring the search back.
  const setParam = (name: string, value: string, empty: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value === empty) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const shown = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("intro")}</p>
        </div>
        <CreateDefinitionMenu
          options={options}
          onActivateFree={offerFree ? activateFree : undefined}
          activating={free.busy}
        />
      </div>
      {offerFree ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-accent/40 p-4 text-sm">
          <p>
            {t("offerFree")}{" "}
            <Link to="/packages" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("explorePackages")}
            </Link>
          </p>
          <Button onClick={activateFree} disabled={free.busy}>
            <Sparkles aria-hidden="true" />
            {free.busy ? t("activating") : t("activateFreeAndStart")}
          </Button>
        </div>
      ) : (
        !options.canCreate && (
          <p className="rounded-lg border bg-accent/40 p-4 text-sm">
            {t("needPackage")}{" "}
            <Link to="/packages" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("explorePackages")}
            </Link>
          </p>
        )
      )}
      <DefinitionFilters
        search={search}
        status={status}
        onSearch={(value) => setParam("q", value, "")}
        onStatus={(value) => setParam("status", value, ALL_STATUSES)}
      />
      {list.isPending ? (
        <Spinner label={t("loading")} className="justify-self-center" />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-center gap-3">
          <p className="text-destructive">{t("fetchFailed")}</p>
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" />
            {common("retry")}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("noDefinitions")}</p>
        </div>
      ) : (
        <>
          <ul
            aria-label={t("listLabel")}
            aria-busy={list.isPlaceholderData}
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {shown.map((definition) => (
              <DefinitionCard key={definition.id} definition={definition} />
            ))}
          </ul>
          <LoadMoreButton
            query={list}
            label={t("loadMore")}
            busyLabel={t("loadingMore")}
            className="justify-self-center"
          />
          {list.isFetchNextPageError && (
            <p role="alert" className="justify-self-center text-sm text-destructive">
              {t("fetchFailed")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
