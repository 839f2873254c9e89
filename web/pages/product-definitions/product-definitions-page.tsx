import { FileText, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { DEFINITION_MESSAGES } from "../../../shared/errors/definition-messages";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAuthState, useAuthStore } from "../../lib/auth/auth-context";
import { createOptions } from "../../lib/definitions/create-options";
import { ALL_STATUSES, filterDefinitions, isStatusFilter } from "../../lib/definitions/definition-filter";
import { useDefinitionList } from "../../lib/definitions/use-definition-list";
import { useDocumentTitle } from "../../lib/use-document-title";
import { CreateDefinitionMenu } from "./create-definition-menu";
import { DefinitionCard } from "./definition-card";
import { DefinitionFilters } from "./definition-filters";

/** The list of definitions (spec section 2, /product-definitions), searchable and filtered by status. */
export function ProductDefinitionsPage() {
  useDocumentTitle("Product Definitions");
  const store = useAuthStore();
  const { user } = useAuthState();
  const list = useDefinitionList();
  // The search and the filter live in the address, so a reload or the back button keeps them.
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const statusParam = params.get("status");
  const status = isStatusFilter(statusParam) ? statusParam : ALL_STATUSES;
  const options = createOptions(user);

  // The package counts decide what can be created: take the server's current ones.
  useEffect(() => {
    void store.reloadUser();
  }, [store]);

  const setParam = (name: string, value: string, empty: string) =>
    setParams(
      (current) => {
        if (value === empty) current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace: true },
    );

  const shown = list.data ? filterDefinitions(list.data.conversations, { search, status }) : [];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">Product Definitions</h1>
          <p className="mt-1 text-muted-foreground">Your product ideas, their questionnaires and documents.</p>
        </div>
        <CreateDefinitionMenu options={options} />
      </div>
      {!options.canCreate && (
        <p className="rounded-lg border bg-accent/40 p-4 text-sm">
          You need an RFP or a Complete Documentation package to create a product definition.{" "}
          <Link to="/packages" className="font-medium text-primary underline-offset-4 hover:underline">
            Explore Packages
          </Link>
        </p>
      )}
      <DefinitionFilters
        search={search}
        status={status}
        onSearch={(value) => setParam("q", value, "")}
        onStatus={(value) => setParam("status", value, ALL_STATUSES)}
      />
      {list.isPending ? (
        <Spinner label="Loading product definitions" className="justify-self-center" />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-center gap-3">
          <p className="text-destructive">{DEFINITION_MESSAGES.fetchFailed}</p>
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{DEFINITION_MESSAGES.noDefinitions}</p>
        </div>
      ) : (
        <ul aria-label="Product definitions" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((definition) => (
            <DefinitionCard key={definition.id} definition={definition} />
          ))}
        </ul>
      )}
    </div>
  );
}
