import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { AppToaster } from "./components/layout/app-toaster";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { RouteError } from "./components/layout/route-error";
import { AuthProvider } from "./lib/auth/auth-context";
import type { AuthStore } from "./lib/auth/auth-store";
import { I18nProvider } from "./lib/i18n/i18n-context";
import type { PreferencesStore } from "./lib/i18n/preferences";
import { SettingsSync } from "./lib/settings/settings-sync";
import { TRPCProvider, type TrpcClient } from "./lib/trpc";
import { AppRoutes } from "./routes";

type AppProps = {
  authStore: AuthStore;
  trpcClient: TrpcClient;
  queryClient: QueryClient;
  preferences: PreferencesStore;
};

/** The providers every page relies on: data fetching, the API client, the session, the language and the router. */
export function App({ authStore, trpcClient, queryClient, preferences }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthProvider store={authStore}>
          <I18nProvider store={preferences}>
            <SettingsSync />
            {/* Not as transitions: the address and the page on screen change together. */}
            <BrowserRouter useTransitions={false}>
              {/* The last resort when the frame itself fails; pages fail inside it (PageBoundary). */}
              <ErrorBoundary fallback={() => <RouteError />}>
                <AppRoutes />
              </ErrorBoundary>
            </BrowserRouter>
            <AppToaster />
          </I18nProvider>
        </AuthProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
