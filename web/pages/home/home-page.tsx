import { FileText, MessagesSquare, Timer } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useAuthState } from "../../lib/auth/auth-context";
import { useDocumentTitle } from "../../lib/use-document-title";

/** What the product does, as spec section 1 describes it. */
const STEPS = [
  {
    Icon: MessagesSquare,
    title: "Answer a guided questionnaire",
    text: "Describe your product idea one question at a time. Answers can be edited later.",
  },
  {
    Icon: FileText,
    title: "Receive your documents",
    text: "Get a Request for Proposal; with the right package also an investor pitch deck, an OpenAPI specification and a prompt for an AI app builder.",
  },
  {
    Icon: Timer,
    title: "Get it built",
    text: "Buy packages of development hours and follow the hours used against the hours available.",
  },
] as const;

/** The public home page: what Specwright is, and the way in for visitors or back to work for users. */
export function HomePage() {
  useDocumentTitle();
  const { status, user } = useAuthState();
  return (
    <div className="mx-auto max-w-4xl">
      <section aria-labelledby="home-title" className="py-6 text-center sm:py-12">
        <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Turn a product idea into the documents that get it built
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">
          Specwright guides you through a conversation about your idea and turns your answers into a Request for
          Proposal and the other documents a development team or an investor needs.
        </p>
        {status === "ready" && (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {user ? (
              <Button asChild size="lg">
                <Link to="/dashboard">Go to your dashboard</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to="/signup">Create account</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to="/login">Sign in</Link>
                </Button>
              </>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="how-title" className="mt-6">
        <h2 id="how-title" className="sr-only">
          How it works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
