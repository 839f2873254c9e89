import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AUTH_LINK, AuthLayout } from "#web/components/auth/auth-layout.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { authErrorMessages } from "#web/lib/auth/auth-errors.messages.ts";
import { resetTokenFrom } from "#web/lib/auth/reset-token.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { resetPasswordMessages } from "./reset-password.messages";
import { ResetPasswordForm } from "./reset-password-form";

/** Set a new password (spec section 2, /reset-password?token=); a link without a token goes to /forgot-password. */
export function ResetPasswordPage() {
  const t = useT(resetPasswordMessages);
  const errors = useT(authErrorMessages);
  useDocumentTitle(t("documentTitle"));
  const [params] = useSearchParams();
  const token = resetTokenFrom(params);
  const navigate = useNavigate();

  useEffect(() => {
    if (token) return;
    // A fixed id: React's development double effect must not show the toast twice.
    toast.error(t("invalidLink"), { id: "invalid-reset-link", description: errors("invalidResetLink") });
    void navigate("/forgot-password", { replace: true });
  }, [token, navigate, t, errors]);

  if (!token) return null;
  return (
    <AuthLayout
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <Link to="/login" className={AUTH_LINK}>
          {t("backToSignIn")}
        </Link>
      }
    >
      <Card aria-labelledby="reset-title">
        <CardTitle id="reset-title">{t("cardTitle")}</CardTitle>
        <CardDescription>{t("cardDescription")}</CardDescription>
        <ResetPasswordForm token={token} />
      </Card>
    </AuthLayout>
  );
}
