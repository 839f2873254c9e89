import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppToaster } from "./components/layout/app-toaster";
import { AuthProvider } from "./lib/auth/auth-context";
import type { AuthStore } from "./lib/auth/auth-store";
import { TRPCProvider, type TrpcClient } from "./lib/trpc";
import { createAppRouter } from "./routes";

type AppProps = { authStore: AuthStore; trpcClient: TrpcClient; queryClient: QueryClient };

/** The providers every page relies on: data fetching, the API client, the session and the router. */
export function App({ authStore, trpcClient, queryClient }: AppProps) {
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
