import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { AUTH_LINK, AuthLayout } from "../../components/auth/auth-layout";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { AUTH_SCREEN_MESSAGES } from "../../lib/auth/auth-errors";
import { resetTokenFrom } from "../../lib/auth/reset-token";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ResetPasswordForm } from "./reset-password-form";

/** Set a new password (spec section 2, /reset-password?token=); a link without a token goes to /forgot-password. */
export function ResetPasswordPage() {
  useDocumentTitle("Reset password");
  const [params] = useSearchParams();
  const token = resetTokenFrom(params);
  const navigate = useNavigate();

  useEffect(() => {
    if (token) return;
    // A fixed id: React's development double effect must not show the toast twice.
    toast.error("Invalid reset link", { id: "invalid-reset-link", description: AUTH_SCREEN_MESSAGES.invalidResetLink });
    void navigate("/forgot-password", { replace: true });
  }, [token, navigate]);

  if (!token) return null;
  return (
    <AuthLayout
      title="Reset password"
      subtitle="Choose a new password for your account"
      footer={
        <Link to="/login" className={AUTH_LINK}>
          Back to Sign In
        </Link>
      }
    >
      <Card aria-labelledby="reset-title">
        <CardTitle id="reset-title">New Password</CardTitle>
        <CardDescription>Enter your new password twice</CardDescription>
        <ResetPasswordForm token={token} />
      </Card>
    </AuthLayout>
  );
}
