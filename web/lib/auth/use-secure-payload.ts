import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { SecuredCall } from "#shared/auth/secured-fields";
import { useClientConfigOptions } from "../use-client-config";
import { securePayload } from "./secure-payload";

/**
 * Prepares auth payloads with the server's secured-field settings. The settings are asked for once
 * (when the first auth page opens) and kept for the life of the page: they change only on a deploy.
 */
export function useSecurePayload() {
  const queryClient = useQueryClient();
  const options = useClientConfigOptions();

  // Asked for as the page opens, so submitting does not wait for it.
  useEffect(() => {
    void queryClient.prefetchQuery(options);
  }, [queryClient, options]);

  return useCallback(
    async <T extends Record<string, unknown>>(call: SecuredCall, payload: T) => {
      const config = await queryClient.fetchQuery(options);
      return securePayload(call, payload, config.securedFields);
    },
    [queryClient, options],
  );
}
