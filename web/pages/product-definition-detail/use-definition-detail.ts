import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * Messages per page of the questionnaire. Even, because prompts and answers alternate from the
 * first prompt: a question and its answer never land on different pages.
 */
export const DETAIL_PAGE_SIZE = 20;

/** One page of a definition's conversation, with its documents and state; the last page stays shown while the next loads. */
export function useDefinitionDetail(id: string, page: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.definitions.get.queryOptions({ id, page, pageSize: DETAIL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
