import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../trpc";

/** This UTC month's documents against the limit (used, limit, remaining, resetsAt), for a signed-in user. */
export function useUsage(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.documents.usage.queryOptions(), enabled });
}
