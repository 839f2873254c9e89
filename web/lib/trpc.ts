import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, splitLink, type TRPCClient } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { TRPC_MAX_BATCH } from "#shared/trpc-limits";
import { QUERY_DEFAULTS, REQUEST_TIMEOUT_MS, retryDelayMs, shouldRetryRequest } from "#shared/ui-defaults";
import type { AppRouter } from "#worker/trpc/router";
import { toApiError } from "./api-error";
import type { FetchLike } from "./auth/session-api";
import { refetchOnMount } from "./boot/early-requests";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TrpcClient = TRPCClient<AppRouter>;

/**
 * The app's query client. Calls are made whether or not the browser believes it is online
 * (`networkMode: "always"`): paused calls would leave "Sending..." on screen for good with no
 * message, while a call that fails offline shows why and keeps what the user typed for Retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      mutations: { networkMode: "always" },
      queries: {
        networkMode: "always",
        retry: (failureCount, error) => shouldRetryRequest(failureCount, toApiError(error).status),
        retryDelay: retryDelayMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        // A query asked for at start-up is not asked again by its first reader (early-requests.ts).
        refetchOnMount,
      },
    },
  });
}

/**
 * The typed client for /trpc. Calls go through `authorizedFetch` (the auth store's: a fresh bearer
 * token, one refresh and retry after a 401), except the auth.* calls, which carry no session: a
 * wrong password answers 401 too, and must not turn into a refresh and a second sign-in attempt.
 */
export function createTrpcClient(authorizedFetch: FetchLike): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.path.startsWith("auth."),
        true: httpBatchLink({
          url: "/trpc",
          maxItems: TRPC_MAX_BATCH,
          fetch: timed((input, init) => fetch(input, init)),
        }),
        false: httpBatchLink({ url: "/trpc", maxItems: TRPC_MAX_BATCH, fetch: timed(authorizedFetch) }),
      }),
    ],
  });
}

/** Every call gives up after the spec's time-out; the caller's own abort (a cancelled query) still works. */
function timed(send: FetchLike) {
  // tRPC types `init` as its own subset of RequestInit; at run time it is the real thing.
  return (input: RequestInfo | URL, init?: unknown) => {
    const options = (init ?? {}) as RequestInit;
    return send(input, { ...options, signal: withTimeout(options.signal) });
  };
}

function withTimeout(signal: AbortSignal | null | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
