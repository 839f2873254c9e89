import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "#web/lib/trpc.ts";

/** The server's health report (the same as GET /api/health), fetched through tRPC. */
export function useHealth() {
  const trpc = useTRPC();
  // The default staleTime of 0 makes every visit ask again: a cached "healthy" would hide an outage.
  return useQuery(trpc.health.queryOptions());
}
