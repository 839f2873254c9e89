import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { AuthLayout } from "#web/components/auth/auth-layout.tsx";
import { RichText } from "#web/components/auth/rich-text.tsx";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { forgotPasswordMessages } from "./forgot-password.messages";

/** Shown once a reset email is on its way; focus moves to its message so screen readers read it. */
export function CheckEmail({ email }: { email: string }) {
  const t = useT(forgotPasswordMessages);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <AuthLayout title={t("checkTitle")}>
      <Card>
        <div ref={message} tabIndex={-1} className="grid justify-items-center gap-3 text-center focus:outline-none">
          <MailCheck aria-hidden="true" className="size-10 text-primary" />
          <p>
            <RichText text={t("checkSent")} parts={{ email: <strong className="break-all">{email}</strong> }} />
          </p>
          <p className="text-sm text-muted-foreground">{t("checkSpam")}</p>
        </div>
        <ButtonLink variant="outline" className="mt-6 w-full" to="/login">
          {t("backToSignIn")}
        </ButtonLink>
      </Card>
    </AuthLayout>
  );
}
