import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../trpc";
import { useAuth } from "./use-auth";
import { useSecurePayload } from "./use-secure-payload";

/** Signs in with an email and password and keeps the session; throws what the call threw. */
export function usePasswordSignIn() {
  const trpc = useTRPC();
  const secure = useSecurePayload();
  const { mutateAsync: login } = useMutation(trpc.auth.login.mutationOptions());
  const { signIn } = useAuth();

  return useCallback(
    async (email: string, password: string) => {
      const pair = await login(await secure("login", { username: email, password }));
      if (!signIn(pair)) throw new Error("The server's access token names no user");
    },
    [login, secure, signIn],
  );
}
