import { ALL_STATUSES, isStatusFilter } from "#shared/lists/definition-filter";

/** Definitions per page of the list: three rows of the widest layout's three columns, and then some. */
export const DEFINITIONS_PAGE_SIZE = 24;

/** definitions.list's input for a search and a status filter, as the list page asks. */
export function definitionListInput(search: string, status: string) {
  return {
    limit: DEFINITIONS_PAGE_SIZE,
    search: search.trim() || undefined,
    status: status === ALL_STATUSES ? undefined : status,
  };
}

/** The list's input from its address (`?q=…&status=…`, decision 035): what the page asks first. */
export function definitionListInputFrom(search: string) {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  return definitionListInput(params.get("q") ?? "", isStatusFilter(status) ? status : ALL_STATUSES);
}

/** The list's next page: the server's cursor, none after the last. */
export function nextListPage(page: { nextCursor?: string | null }): string | undefined {
  return page.nextCursor ?? undefined;
}
