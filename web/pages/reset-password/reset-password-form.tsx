import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { isValidPassword } from "../../../shared/auth/password-rules";
import { FormField } from "../../components/ui/form-field";
import { PasswordChecklist } from "../../components/ui/password-checklist";
import { PasswordInput } from "../../components/ui/password-input";
import { SubmitButton } from "../../components/ui/submit-button";
import { useAuthErrors } from "../../lib/auth/use-auth-errors";
import { useSecurePayload } from "../../lib/auth/use-secure-payload";
import { useT } from "../../lib/i18n/i18n-context";
import { toast } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
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
