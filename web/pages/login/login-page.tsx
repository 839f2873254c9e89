import { Link, useLocation } from "react-router";
import { AUTH_LINK, AuthLayout } from "../../components/auth/auth-layout";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { carriedReturnTo } from "../../lib/auth/return-to";
import { useT } from "../../lib/i18n/i18n-context";
import { useDocumentTitle } from "../../lib/use-document-title";
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
