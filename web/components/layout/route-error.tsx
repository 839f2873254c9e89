import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { Button } from "../ui/button";
import { layoutMessages } from "./layout.messages";

/**
 * Shown when a page fails to load or render, most often because a new deployment replaced the
 * page's code file: reloading fetches the current one.
 */
export function RouteError() {
  const t = useT(layoutMessages);
  useDocumentTitle(t("errorTitle"));
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-16">
      <h1 id="error-title" className="text-3xl font-semibold tracking-tight">
        {t("errorTitle")}
      </h1>
      <p className="mt-3 text-muted-foreground">{t("errorText")}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("reload")}
      </Button>
    </section>
  );
}
