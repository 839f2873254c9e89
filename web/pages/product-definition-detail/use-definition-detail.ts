import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DETAIL_PAGE_SIZE } from "#web/lib/definitions/detail-page.ts";
import { useTRPC } from "#web/lib/trpc.ts";

/** One page of a definition's conversation, with its documents and state; the last page stays shown while the next loads. */
export function useDefinitionDetail(id: string, page: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.definitions.get.queryOptions({ id, page, pageSize: DETAIL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
