import { useMutation } from "@tanstack/react-query";
import { useAuth } from "#web/lib/auth/use-auth.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useTRPCClient } from "#web/lib/trpc.ts";
import { accountMessages } from "./account.messages";

/**
 * Deletes the account (the server checks the typed email again), then signs out here and goes to
 * the home page: the tokens belong to a user who no longer exists.
 */
export function useDeleteAccount() {
  const client = useTRPCClient();
  const { signOut } = useAuth();
  const t = useT(accountMessages);
  return useMutation({
    mutationFn: (email: string) => client.users.deleteAccount.mutate({ email }),
    onSuccess: async () => {
      toast.success(t("accountDeleted"));
      await signOut();
    },
  });
}
