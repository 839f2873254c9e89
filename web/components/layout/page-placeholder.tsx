import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Button } from "../ui/button";

/** A route whose page is built in a later issue: it exists, is titled, and says only that it is not ready. */
export function PagePlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl">
      <h1 id="page-title" className="text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">This page is not available yet.</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">Back to home</Link>
      </Button>
    </section>
  );
}
