import { useEffect } from "react";
import { useRouteError } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Button } from "../ui/button";

/**
 * Shown when a page fails to load or render, most often because a new deployment replaced the
 * page's code file: reloading fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle("Something went wrong");
  useEffect(() => {
    // A real fault: keep it visible to developers and to the tests that fail on console.error.
    console.error("page failed", error);
  }, [error]);
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-16">
      <h1 id="error-title" className="text-3xl font-semibold tracking-tight">
        Something went wrong
      </h1>
      <p className="mt-3 text-muted-foreground">This page could not be shown. Reloading usually helps.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </section>
  );
}
