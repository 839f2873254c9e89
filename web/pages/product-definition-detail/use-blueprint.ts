import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "#web/lib/trpc.ts";

/** A definition's blueprint with its totals and document checks; refreshed after every generation. */
export function useBlueprint(definitionId: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.definitions.blueprint.queryOptions({ id: definitionId }), enabled });
}
