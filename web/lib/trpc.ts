import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { QUERY_DEFAULTS, REQUEST_TIMEOUT_MS, retryDelayMs, shouldRetryRequest } from "../../shared/ui-defaults";
import type { AppRouter } from "../../worker/trpc/router";
import { httpStatusOf } from "./request-error";

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => shouldRetryRequest(failureCount, httpStatusOf(error)),
        retryDelay: retryDelayMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
      },
    },
  });
}

/** The typed client for /trpc; `accessToken` is read per request so a new sign-in applies at once. */
export function createTrpcClient(accessToken: () => string | null) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "/trpc",
        headers() {
          const token = accessToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
        // tRPC types `init` as its own subset of RequestInit; at run time it is the real thing.
        fetch: (input, init) => fetch(input, { ...(init as RequestInit), signal: withTimeout(init?.signal) }),
      }),
    ],
  });
}

/** The caller's own abort (a query being cancelled) still works beside the time-out. */
function withTimeout(signal: AbortSignal | null | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
