import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { isValidPassword } from "../../../shared/auth/password-rules";
import { AUTH_MESSAGES } from "../../../shared/errors/auth-messages";
import { FormField } from "../../components/ui/form-field";
import { PasswordChecklist } from "../../components/ui/password-checklist";
import { PasswordInput } from "../../components/ui/password-input";
import { SubmitButton } from "../../components/ui/submit-button";
import { resetPasswordErrorMessage } from "../../lib/auth/auth-errors";
import { useSecurePayload } from "../../lib/auth/use-secure-payload";
import { useTRPC } from "../../lib/trpc";

/** The new password twice, with the live checklist; success leads to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const secure = useSecurePayload();
  const { mutateAsync: resetPassword } = useMutation(trpc.auth.resetPassword.mutationOptions());
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const mismatch = confirmation && confirmation !== password ? AUTH_MESSAGES.passwordMismatch : undefined;
  const ready = isValidPassword(password) && password === confirmation;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready) return;
    setBusy(true);
    try {
      await resetPassword(await secure("resetPassword", { token, newPassword: password }));
    } catch (error) {
      toast.error("Failed to reset password", { description: resetPasswordErrorMessage(error) });
      setBusy(false);
      return;
    }
    toast.success("Password reset successful!", { description: "You can now sign in with your new password." });
    await navigate("/login", { replace: true });
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={busy}>
      <FormField id="reset-password" label="New password" describedBy="reset-password-rules">
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
      <FormField id="reset-confirm-password" label="Confirm new password" error={mismatch}>
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
      <SubmitButton busy={busy} busyLabel="Resetting..." disabled={!ready}>
        Reset Password
      </SubmitButton>
    </form>
  );
}
