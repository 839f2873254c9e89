import { useMemo } from "react";
import { useServerMessage, useT } from "../i18n/i18n-context";
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  resetPasswordErrorMessage,
  signupErrorMessage,
} from "./auth-errors";
import { authErrorMessages } from "./auth-errors.messages";

/** The auth screens' error descriptions in the user's language, the server's known messages included. */
export function useAuthErrors() {
  const t = useT(authErrorMessages);
  const serverMessage = useServerMessage();
  return useMemo(
    () => ({
      t,
      login: (error: unknown) => serverMessage(loginErrorMessage(error, t)),
      signup: (error: unknown) => serverMessage(signupErrorMessage(error, t)),
      forgotPassword: (error: unknown) => serverMessage(forgotPasswordErrorMessage(error, t)),
      resetPassword: (error: unknown) => serverMessage(resetPasswordErrorMessage(error, t)),
    }),
    [t, serverMessage],
  );
}
