import { useState } from "react";
import { Link } from "react-router";
import { AUTH_LINK, AuthLayout } from "../../components/auth/auth-layout";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-title";
import { CheckEmail } from "./check-email";
import { ForgotPasswordForm } from "./forgot-password-form";

/** Request a password reset (spec section 2, /forgot-password): the email form, then 'Check your email'. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckEmail email={sentTo} />;
  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="We'll email you a link to choose a new one"
      footer={
        <p>
          Remembered it?{" "}
          <Link to="/login" className={AUTH_LINK}>
            Back to Sign In
          </Link>
        </p>
      }
    >
      <Card aria-labelledby="forgot-title">
        <CardTitle id="forgot-title">Reset Password</CardTitle>
        <CardDescription>Enter the email address of your account</CardDescription>
        <ForgotPasswordForm onSent={setSentTo} />
      </Card>
    </AuthLayout>
  );
}
