import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { useAuthErrors } from "#web/lib/auth/use-auth-errors.ts";
import { useSecurePayload } from "#web/lib/auth/use-secure-payload.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { keyed } from "#web/lib/i18n/server-text.ts";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { forgotPasswordMessages } from "./forgot-password.messages";

/** The email form; `onSent` receives the address once the server has accepted the request. */
export function ForgotPasswordForm({ onSent }: { onSent(email: string): void }) {
  const t = useT(forgotPasswordMessages);
  const errors = useAuthErrors();
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const secure = useSecurePayload();
  const { mutateAsync: requestReset } = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [email, setEmail] = useState("");
  // Whether the empty-email message shows; its text follows the language.
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      // The link in the email always leads to this app's reset page; the server decides the address.
      const callbackUrl = `${window.location.origin}/reset-password`;
      // The answer is the spec's one message, whether or not the account exists.
      await requestReset(await secure("forgotPassword", { emailAddress: address, callbackUrl }));
      toast.success(t("sent"), { description: serverMessage(keyed("resetEmailSent", AUTH_MESSAGES.resetEmailSent)) });
      onSent(address);
    } catch (failure) {
      toast.error(t("failed"), { description: errors.forgotPassword(failure) });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={busy}>
      <FormField id="forgot-email" label={t("email")} error={missing ? errors.t("emailRequired") : undefined}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            type="email"
            autoComplete="email"
            placeholder={t("emailPlaceholder")}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing(false);
            }}
          />
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel={t("sending")}>
        {t("send")}
      </SubmitButton>
    </form>
  );
}
