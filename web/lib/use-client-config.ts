import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "./trpc";

/**
 * The query of the server's public settings (config.client: secured fields, the card input's
 * mode). They change only with a deploy: asked for once and kept for the life of the page.
 */
export function useClientConfigOptions() {
  const trpc = useTRPC();
  return useMemo(
    () => ({
      ...trpc.config.client.queryOptions(),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
    [trpc],
  );
}

export function useClientConfig() {
  return useQuery(useClientConfigOptions());
}
