import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ALL_STATUSES } from "#shared/lists/definition-filter";
import { useTRPC } from "../trpc";

/** Definitions per page of the list: three rows of the widest layout's three columns, and then some. */
const DEFINITIONS_PAGE_SIZE = 24;

/**
 * The user's product definitions (definitions.list), most recently updated first, searched and
 * filtered on the server, a page at a time. While a new search loads, the last results stay.
 */
export function useDefinitionPages({ search, status }: { search: string; status: string }) {
  const trpc = useTRPC();
  const input = {
    limit: DEFINITIONS_PAGE_SIZE,
    search: search.trim() || undefined,
    status: status === ALL_STATUSES ? undefined : status,
  };
  return useInfiniteQuery(
    trpc.definitions.list.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The dashboard's counts and last definitions (definitions.overview), not the whole list. */
export function useDefinitionOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.definitions.overview.queryOptions());
}
