import { Link, Outlet } from "react-router";
import { PageViewTracker } from "#web/lib/analytics/page-view-tracker.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { layoutMessages } from "./layout.messages";
import { ScrollRestoration } from "./scroll-restoration";
import { SiteHeader } from "./site-header";

/** Every page's frame: skip link, header, the page itself, footer. */
export function AppLayout() {
  const t = useT(layoutMessages);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t("skipToContent")}
      </a>
      <PageViewTracker />
      {/* A new page opens at its top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      <SiteHeader />
      {/* At least a screen below the header: the footer starts out of view, so it never jumps down
          as a page's content arrives (layout shift). */}
      <main
        id="content"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-10 focus:outline-none xl:max-w-7xl"
      >
        <Outlet />
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground xl:max-w-7xl">
          <p>Specwright {__APP_VERSION__}</p>
          <Link to="/test" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
            {t("systemStatus")}
          </Link>
        </div>
      </footer>
    </div>
  );
}
