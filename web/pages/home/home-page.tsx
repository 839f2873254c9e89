import { FileText, MessagesSquare, Timer } from "lucide-react";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { homeMessages } from "./home.messages";

/** What the product does, as spec section 1 describes it. */
const STEPS = [
  { Icon: MessagesSquare, title: "askTitle", text: "askText" },
  { Icon: FileText, title: "documentsTitle", text: "documentsText" },
  { Icon: Timer, title: "buildTitle", text: "buildText" },
] as const;

/** The public home page: what Specwright is, and the way in for visitors or back to work for users. */
export function HomePage() {
  const t = useT(homeMessages);
  useDocumentTitle();
  const { status, user } = useAuthState();
  return (
    <div className="mx-auto max-w-4xl">
      <section aria-labelledby="home-title" className="py-6 text-center sm:py-12">
        <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t("title")}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">{t("intro")}</p>
        {status === "ready" && (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {user ? (
              <ButtonLink size="lg" to="/dashboard">
                {t("dashboard")}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink size="lg" to="/signup">
                  {t("createAccount")}
                </ButtonLink>
                <ButtonLink size="lg" variant="outline" to="/login">
                  {t("signIn")}
                </ButtonLink>
              </>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="how-title" className="mt-6">
        <h2 id="how-title" className="sr-only">
          {t("howItWorks")}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
