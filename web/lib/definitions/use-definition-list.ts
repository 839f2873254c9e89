import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../trpc";
import { definitionListInput, nextListPage } from "./list-input";

/**
 * The user's product definitions (definitions.list), most recently updated first, searched and
 * filtered on the server, a page at a time. While a new search loads, the last results stay.
 */
export function useDefinitionPages({ search, status }: { search: string; status: string }) {
  const trpc = useTRPC();
  const input = definitionListInput(search, status);
  return useInfiniteQuery(
    trpc.definitions.list.infiniteQueryOptions(input, {
      getNextPageParam: nextListPage,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The dashboard's counts and last definitions (definitions.overview), not the whole list. */
export function useDefinitionOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.definitions.overview.queryOptions());
}
