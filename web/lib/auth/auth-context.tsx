import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { AuthState, AuthStore } from "./auth-store";

const AuthStoreContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useAuthStore must be used inside <AuthProvider>");
  return store;
}

export function useAuthState(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}
