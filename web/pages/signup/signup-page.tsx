import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { AUTH_LINK, AuthLayout } from "../../components/auth/auth-layout";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-title";
import { SignupForm } from "./signup-form";

/** What an account brings (spec section 2). */
const PERKS = ["AI-powered product definitions", "Strategic document generation", "Development hour packages"] as const;

/** Sign-up (spec section 2, /signup). */
export function SignupPage() {
  useDocumentTitle("Sign up");
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Turn your product idea into the documents that get it built"
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/login" className={AUTH_LINK}>
            Sign in
          </Link>
        </p>
      }
    >
      <section aria-labelledby="perks-title" className="rounded-xl border bg-accent/50 p-4">
        <h2 id="perks-title" className="text-sm font-semibold">
          What you get
        </h2>
        <ul className="mt-2 grid gap-1.5 text-sm">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {perk}
            </li>
          ))}
        </ul>
      </section>
      <Card aria-labelledby="signup-title">
        <CardTitle id="signup-title">Sign Up</CardTitle>
        <CardDescription>Enter your details to create your account</CardDescription>
        <SignupForm />
      </Card>
    </AuthLayout>
  );
}
