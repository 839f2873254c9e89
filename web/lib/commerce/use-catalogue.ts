import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../trpc";

/** The server's package catalogue (packages.list); it changes only with a deploy, so it is asked for once. */
export function useCatalogue() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.packages.list.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
}
