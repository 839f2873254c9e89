import { type FetchQueryOptions, hashKey, type Query, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "#worker/trpc/router";
import { DETAIL_PAGE_SIZE } from "../definitions/detail-page";
import { definitionListInputFrom, nextListPage } from "../definitions/list-input";
import { documentPath } from "../documents/document-paths";
import { documentTextKey } from "../documents/document-text-key";

/**
 * A page's data leaves with the signed-in user (issue 30): at start-up, in the same tick as
 * start()'s users.me, the settings and the first query of the page being opened are asked for,
 * so the API client sends them as one batch while the page's code and language are still loading,
 * instead of one round trip after another once each has rendered.
 */

// The queries asked for here, and when: their first reader takes the answer instead of asking again.
const early = new Map<string, number>();
/** How long an early answer counts as the page's own (longer than any first render, far shorter than a visit). */
const EARLY_FOR_MS = 15_000;

/**
 * The query client's refetchOnMount: false only for an early query's first readers while its
 * answer is fresh and nothing has touched it since; every other query as TanStack's default.
 */
export function refetchOnMount(query: Query): boolean {
  const askedAt = early.get(query.queryHash);
  if (askedAt === undefined) return true;
  const untouched = query.state.dataUpdateCount === 1 && !query.state.isInvalidated;
  if (untouched && Date.now() - askedAt < EARLY_FOR_MS) return false;
  early.delete(query.queryHash);
  return true;
}

// The pages whose first query is known from the address alone.
const DETAIL = /^\/product-definitions\/([0-9a-f-]{36})\/?$/i;

export function startEarlyRequests(
  pathname: string,
  queryClient: QueryClient,
  trpcClient: TRPCClient<AppRouter>,
  search = "",
): void {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  // Each is asked now (same tick as users.me: one batch) and remembered for its first reader.
  const remember = (queryKey: QueryKey) => {
    early.set(hashKey(queryKey), Date.now());
    // A refusal is the page's answer too: its reader shows it with Retry instead of asking again.
    queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  };
  const ask = <T, E, K extends QueryKey>(query: FetchQueryOptions<T, E, T, K>) => {
    remember(query.queryKey);
    void queryClient.prefetchQuery(query);
  };
  ask(trpc.users.settings.queryOptions());
  const id = DETAIL.exec(pathname)?.[1];
  if (id) {
    // The definition, its blueprint (requirements, checks, hours) and its RFP's versions: the whole page.
    ask(trpc.definitions.get.queryOptions({ id, page: 1, pageSize: DETAIL_PAGE_SIZE }));
    ask(trpc.definitions.blueprint.queryOptions({ id }));
    ask(trpc.documents.versions.queryOptions({ id, kind: "rfp" }));
    // And its RFP's text, in the same batch: the page reads it by its address, so the answer goes
    // where that reader looks. None yet: nothing is kept, and the page asks when there is one.
    void queryClient.fetchQuery(trpc.documents.text.queryOptions({ id, kind: "rfp" })).then(
      ({ content }) => {
        if (typeof content !== "string") return;
        const key = documentTextKey(documentPath(id, "rfp"));
        queryClient.setQueryData(key, content);
        early.set(hashKey(key), Date.now());
      },
      () => undefined,
    );
  }
  if (pathname === "/product-definitions") {
    // The list's first page, searched and filtered as the address says.
    const list = trpc.definitions.list.infiniteQueryOptions(definitionListInputFrom(search), {
      getNextPageParam: nextListPage,
    });
    remember(list.queryKey);
    void queryClient.prefetchInfiniteQuery(list);
  }
  if (pathname === "/dashboard") {
    ask(trpc.definitions.overview.queryOptions());
    ask(trpc.documents.usage.queryOptions());
  }
}
