import { useState } from "react";
import { Link } from "react-router";
import { AUTH_LINK, AuthLayout } from "#web/components/auth/auth-layout.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { CheckEmail } from "./check-email";
import { forgotPasswordMessages } from "./forgot-password.messages";
import { ForgotPasswordForm } from "./forgot-password-form";

/** Request a password reset (spec section 2, /forgot-password): the email form, then 'Check your email'. */
export function ForgotPasswordPage() {
  const t = useT(forgotPasswordMessages);
  useDocumentTitle(t("documentTitle"));
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckEmail email={sentTo} />;
  return (
    <AuthLayout
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <p>
          {t("remembered")}{" "}
          <Link to="/login" className={AUTH_LINK}>
            {t("backToSignIn")}
          </Link>
        </p>
      }
    >
      <Card aria-labelledby="forgot-title">
        <CardTitle id="forgot-title">{t("cardTitle")}</CardTitle>
        <CardDescription>{t("cardDescription")}</CardDescription>
        <ForgotPasswordForm onSent={setSentTo} />
      </Card>
    </AuthLayout>
  );
}
