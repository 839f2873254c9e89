import { useMutation } from "@tanstack/react-query";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { EncryptionError } from "#web/lib/auth/secure-payload.ts";
import { useSecurePayload } from "#web/lib/auth/use-secure-payload.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { keyed, type ServerText } from "#web/lib/i18n/server-text.ts";
import { toast } from "#web/lib/toast.ts";
import { useTRPCClient } from "#web/lib/trpc.ts";
import { accountMessages } from "./account.messages";
import type { PasswordForm } from "./settings-rules";

/** What went wrong, in the server's words: a wrong current password (400), a refused new one (422), too many tries (429). */
function changePasswordErrorMessage(error: unknown): ServerText {
  if (error instanceof EncryptionError) return keyed("encryptionFailed", AUTH_MESSAGES.encryptionFailed);
  return requestErrorMessage(error);
}

/**
 * Sends the password change with the fields secured as the auth calls are. The server signs out
 * every other session; this one keeps its tokens.
 */
export function useChangePassword() {
  const client = useTRPCClient();
  const securePayload = useSecurePayload();
  const t = useT(accountMessages);
  const serverMessage = useServerMessage();
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: PasswordForm) =>
      client.users.changePassword.mutate(await securePayload("changePassword", { currentPassword, newPassword })),
    onSuccess: () => toast.success(t("passwordUpdated"), { description: t("passwordUpdatedText") }),
    onError: (error) =>
      toast.error(t("passwordChangeFailed"), { description: serverMessage(changePasswordErrorMessage(error)) }),
  });
}
