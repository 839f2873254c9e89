import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { isValidPassword } from "#shared/auth/password-rules";
import { FormField } from "#web/components/ui/form-field.tsx";
import { PasswordChecklist } from "#web/components/ui/password-checklist.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { useAuthErrors } from "#web/lib/auth/use-auth-errors.ts";
import { useSecurePayload } from "#web/lib/auth/use-secure-payload.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { resetPasswordMessages } from "./reset-password.messages";

/** The new password twice, with the live checklist; success leads to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT(resetPasswordMessages);
  const errors = useAuthErrors();
  const trpc = useTRPC();
  const secure = useSecurePayload();
  const { mutateAsync: resetPassword } = useMutation(trpc.auth.resetPassword.mutationOptions());
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const mismatch = confirmation && confirmation !== password ? errors.t("passwordMismatch") : undefined;
  const ready = isValidPassword(password) && password === confirmation;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready) return;
    setBusy(true);
    try {
      await resetPassword(await secure("resetPassword", { token, newPassword: password }));
    } catch (error) {
      toast.error(t("failed"), { description: errors.resetPassword(error) });
      setBusy(false);
      return;
    }
    toast.success(t("succeeded"), { description: t("succeededDescription") });
    await navigate("/login", { replace: true });
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={busy}>
      <FormField id="reset-password" label={t("newPassword")} describedBy="reset-password-rules">
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <PasswordChecklist id="reset-password-rules" password={password} />
      <FormField id="reset-confirm-password" label={t("confirmNewPassword")} error={mismatch}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel={t("resetting")} disabled={!ready}>
        {t("reset")}
      </SubmitButton>
    </form>
  );
}
