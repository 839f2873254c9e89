import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { carriedReturnTo, returnPathOf } from "#web/lib/auth/return-to.ts";
import { useAuthErrors } from "#web/lib/auth/use-auth-errors.ts";
import { usePasswordSignIn } from "#web/lib/auth/use-password-sign-in.ts";
import { useSecurePayload } from "#web/lib/auth/use-secure-payload.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { signupMessages } from "./signup.messages";
import type { SignupValues } from "./signup-rules";

/**
 * Creates the account, then signs in with the same credentials and opens the dashboard (spec section
 * 4), or the page that sent the visitor here. If that sign-in fails the account still exists: /login opens with the email filled in.
 */
export function useSignup() {
  const t = useT(signupMessages);
  const errors = useAuthErrors();
  const trpc = useTRPC();
  const secure = useSecurePayload();
  const { mutateAsync: signup } = useMutation(trpc.auth.signup.mutationOptions());
  const signIn = usePasswordSignIn();
  const navigate = useNavigate();
  const { state } = useLocation();

  return useCallback(
    async (values: SignupValues): Promise<void> => {
      const email = values.email.trim();
      const fields = {
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      };
      try {
        await signup(await secure("signup", fields));
      } catch (error) {
        toast.error(t("failed"), { description: errors.signup(error) });
        return;
      }
      toast.success(t("created"), { description: t("createdDescription") });
      const signedIn = await signIn(email, values.password).then(
        () => true,
        () => false,
      );
      if (signedIn) await navigate(returnPathOf(state));
      else await navigate("/login", { state: { email, ...carriedReturnTo(state) } });
    },
    [navigate, state, secure, signIn, signup, t, errors],
  );
}
