import { useQuery } from "@tanstack/react-query";
import { shouldRetryRequest } from "#shared/ui-defaults";
import { ApiError, apiErrorFromResponse, toApiError } from "../api-error";
import { useAuthStore } from "../auth/auth-context";
import type { FetchLike } from "../auth/session-api";
import { documentTextPath } from "./document-paths";
import { documentTextKey } from "./document-text-key";

/** A document's text (the current version, or `version`), read with the owner's bearer token. */
async function fetchDocumentText(
  send: FetchLike,
  url: string,
  version?: number,
  signal?: AbortSignal,
): Promise<string> {
  const response = await send(documentTextPath(url, version), { signal }).catch(() => {
    throw new ApiError(0, "");
  });
  if (!response.ok) throw await apiErrorFromResponse(response, "");
  return response.text();
}

/**
 * The text of a document for display. An older version never changes, so it is kept; the current
 * one is asked for again after a generation (see use-generations).
 */
export function useDocumentText(url: string | null, options: { version?: number; enabled?: boolean } = {}) {
  const store = useAuthStore();
  const { version, enabled = true } = options;
  return useQuery({
    queryKey: documentTextKey(url ?? "", version),
    queryFn: ({ signal }) => fetchDocumentText(store.authorizedFetch, url ?? "", version, signal),
    enabled: enabled && url !== null,
    staleTime: version ? Number.POSITIVE_INFINITY : 0,
    retry: (failures, error) => shouldRetryRequest(failures, toApiError(error).status),
  });
}
