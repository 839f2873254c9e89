import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { AUTH_MESSAGES } from "../../../shared/errors/auth-messages";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { SubmitButton } from "../../components/ui/submit-button";
import { forgotPasswordErrorMessage } from "../../lib/auth/auth-errors";
import { useSecurePayload } from "../../lib/auth/use-secure-payload";
import { useTRPC } from "../../lib/trpc";

/** The email form; `onSent` receives the address once the server has accepted the request. */
export function ForgotPasswordForm({ onSent }: { onSent(email: string): void }) {
  const trpc = useTRPC();
  const secure = useSecurePayload();
  const { mutateAsync: requestReset } = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      setError(AUTH_MESSAGES.emailRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      // The link in the email always leads to this app's reset page; the server decides the address.
      const callbackUrl = `${window.location.origin}/reset-password`;
      const answer = await requestReset(await secure("forgotPassword", { emailAddress: address, callbackUrl }));
      toast.success("Reset email sent!", { description: answer.message });
      onSent(address);
    } catch (failure) {
      toast.error("Failed to send reset email.", { description: forgotPasswordErrorMessage(failure) });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={busy}>
      <FormField id="forgot-email" label="Email" error={error}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
