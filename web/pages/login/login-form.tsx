import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { AUTH_LINK } from "../../components/auth/auth-layout";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { SubmitButton } from "../../components/ui/submit-button";
import { loginErrorMessage } from "../../lib/auth/auth-errors";
import { usePasswordSignIn } from "../../lib/auth/use-password-sign-in";

/** The sign-in form: idle, or submitting with the button disabled (spec section 4). */
export function LoginForm() {
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
      toast.error("Login failed", { description: loginErrorMessage(error) });
      setBusy(false);
      return;
    }
    toast.success("Welcome back!", { description: "You have successfully logged in." });
    await navigate("/dashboard");
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={busy}>
      <FormField id="login-email" label="Email">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        labelAside={
          <Link to="/forgot-password" className={`${AUTH_LINK} text-sm`}>
            Forgot password?
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
      <SubmitButton busy={busy} busyLabel="Signing in...">
        Sign In
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
