import { CircleCheck } from "lucide-react";
import { Link, useLocation } from "react-router";
import { AUTH_LINK, AuthLayout } from "#web/components/auth/auth-layout.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { carriedReturnTo } from "#web/lib/auth/return-to.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { signupMessages } from "./signup.messages";
import { SignupForm } from "./signup-form";

/** What an account brings (spec section 2). */
const PERKS = ["perkDefinitions", "perkDocuments", "perkHours"] as const;

/** Sign-up (spec section 2, /signup). */
export function SignupPage() {
  const t = useT(signupMessages);
  const { state } = useLocation();
  useDocumentTitle(t("documentTitle"));
  return (
    <AuthLayout
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <p>
          {t("haveAccount")}{" "}
          <Link to="/login" state={carriedReturnTo(state)} className={AUTH_LINK}>
            {t("signIn")}
          </Link>
        </p>
      }
    >
      <section aria-labelledby="perks-title" className="rounded-xl border bg-accent/50 p-4">
        <h2 id="perks-title" className="text-sm font-semibold">
          {t("perksTitle")}
        </h2>
        <ul className="mt-2 grid gap-1.5 text-sm">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t(perk)}
            </li>
          ))}
        </ul>
      </section>
      <Card aria-labelledby="signup-title">
        <CardTitle id="signup-title">{t("cardTitle")}</CardTitle>
        <CardDescription>{t("cardDescription")}</CardDescription>
        <SignupForm />
      </Card>
    </AuthLayout>
  );
}
