import { Link, useLocation } from "react-router";
import { AUTH_LINK, AuthLayout } from "#web/components/auth/auth-layout.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { carriedReturnTo } from "#web/lib/auth/return-to.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { loginMessages } from "./login.messages";
import { LoginForm } from "./login-form";

/** Sign-in (spec section 2, /login). */
export function LoginPage() {
  const t = useT(loginMessages);
  const { state } = useLocation();
  useDocumentTitle(t("documentTitle"));
  return (
    <AuthLayout
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <p>
          {t("noAccount")}{" "}
          <Link to="/signup" state={carriedReturnTo(state)} className={AUTH_LINK}>
            {t("signUp")}
          </Link>
        </p>
      }
    >
      <Card aria-labelledby="login-title">
        <CardTitle id="login-title">{t("cardTitle")}</CardTitle>
        <CardDescription>{t("cardDescription")}</CardDescription>
        <LoginForm />
      </Card>
    </AuthLayout>
  );
}
