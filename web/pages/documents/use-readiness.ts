import { useQueries } from "@tanstack/react-query";
import { isReadyForDocuments } from "../../lib/documents/generate-new";
import { useTRPC } from "../../lib/trpc";

/**
 * Whether each definition's questionnaire is through the features (the list does not say): its
 * state is asked for with one message per definition, all in one batched request. A definition
 * still being asked for is missing from the map.
 */
export function useReadiness(ids: readonly string[]): ReadonlyMap<string, boolean> {
  const trpc = useTRPC();
  const results = useQueries({
    queries: ids.map((id) => ({
      ...trpc.definitions.get.queryOptions({ id, page: 1, pageSize: 1 }),
      select: (detail: { conversation: { currentPromptId: string | null } }) =>
        isReadyForDocuments(detail.conversation.currentPromptId),
    })),
  });
  const ready = new Map<string, boolean>();
  ids.forEach((id, index) => {
    const data = results[index]?.data;
    if (data !== undefined) ready.set(id, data);
  });
  return ready;
}
