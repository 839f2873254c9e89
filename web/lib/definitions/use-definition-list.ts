import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../trpc";

/** The user's product definitions (definitions.list), most recently updated first. */
export function useDefinitionList() {
  const trpc = useTRPC();
  return useQuery(trpc.definitions.list.queryOptions());
}
