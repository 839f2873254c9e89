import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { notFoundMessages } from "./not-found.messages";

/** For `*` and /not-found. The attempted path is logged as a warning: a bad link is not an app fault. */
export function NotFoundPage() {
  const t = useT(notFoundMessages);
  const { pathname } = useLocation();
  useDocumentTitle(t("documentTitle"));
  useEffect(() => {
    console.warn("404: no route matches", pathname);
  }, [pathname]);
  // The path is set in code type, so the sentence is cut where its placeholder stands.
  const [before = "", after = ""] = t("noPage").split("{path}");

  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-12 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight">
        {t("title")}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {before}
        <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{pathname}</code>
        {after}
      </p>
      <ButtonLink className="mt-8" to="/">
        {t("home")}
      </ButtonLink>
    </section>
  );
}
