import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppToaster } from "./components/layout/app-toaster";
import { AuthProvider } from "./lib/auth/auth-context";
import type { AuthStore } from "./lib/auth/auth-store";
import { createTrpcClient, TRPCProvider } from "./lib/trpc";
import { createAppRouter } from "./routes";

type AppProps = { authStore: AuthStore; queryClient: QueryClient };

/** The providers every page relies on: data fetching, the API client, the session and the router. */
export function App({ authStore, queryClient }: AppProps) {
  // Created once per app instance; the client reads the current token on each request.
  const [trpcClient] = useState(() => createTrpcClient(authStore.accessToken));
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthProvider store={authStore}>
          <RouterProvider router={router} />
          <AppToaster />
        </AuthProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
