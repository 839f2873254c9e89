import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/use-document-title";

/** For `*` and /not-found. The attempted path is logged as a warning: a bad link is not an app fault. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle("Page not found");
  useEffect(() => {
    console.warn("404: no route matches", pathname);
  }, [pathname]);

  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-12 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight">
        Oops! Page not found
      </h1>
      <p className="mt-3 text-muted-foreground">
        There is no page at <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{pathname}</code>.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Return to home</Link>
      </Button>
    </section>
  );
}
