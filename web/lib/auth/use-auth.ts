import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuthState, useAuthStore } from "./auth-context";
import type { TokenPair } from "./tokens";
import type { User } from "./user";

export type Auth = {
  status: "loading" | "ready";
  user: User | null;
  signIn(pair: TokenPair): boolean;
  signOut(): Promise<void>;
};

export function useAuth(): Auth {
  const store = useAuthStore();
  const { status, user } = useAuthState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(async () => {
    // Move to / first, so the guard of the page being left sees the address change and does not
    // send the visitor to /login when the user disappears (see RequireAuth).
    try {
      await navigate("/");
    } finally {
      store.signOut();
      // Cached answers belong to the user who just left.
      queryClient.clear();
    }
  }, [navigate, queryClient, store]);

  return { status, user, signIn: store.signIn, signOut };
}
