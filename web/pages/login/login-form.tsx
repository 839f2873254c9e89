import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AUTH_LINK } from "#web/components/auth/auth-layout.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { returnPathOf } from "#web/lib/auth/return-to.ts";
import { useAuthErrors } from "#web/lib/auth/use-auth-errors.ts";
import { usePasswordSignIn } from "#web/lib/auth/use-password-sign-in.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { loginMessages } from "./login.messages";

/** The sign-in form: idle, or submitting with the button disabled (spec section 4). */
export function LoginForm() {
  const t = useT(loginMessages);
  const errors = useAuthErrors();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = usePasswordSignIn();
  const [email, setEmail] = useState(() => emailFrom(location.state));
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      toast.error(t("failed"), { description: errors.login(error) });
      setBusy(false);
      return;
    }
    toast.success(t("welcome"), { description: t("welcomeDescription") });
    await navigate(returnPathOf(location.state));
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={busy}>
      <FormField id="login-email" label={t("email")}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            required
            placeholder={t("emailPlaceholder")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="login-password"
        label={t("password")}
        labelAside={
          <Link to="/forgot-password" className={`${AUTH_LINK} text-sm`}>
            {t("forgotPassword")}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel={t("signingIn")}>
        {t("signIn")}
      </SubmitButton>
    </form>
  );
}

/** Sign-up sends the visitor here with the email filled in when its automatic sign-in failed. */
function emailFrom(state: unknown): string {
  if (typeof state !== "object" || state === null) return "";
  const { email } = state as { email?: unknown };
  return typeof email === "string" ? email : "";
}
