import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { AuthLayout } from "../../components/auth/auth-layout";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** Shown once a reset email is on its way; focus moves to its message so screen readers read it. */
export function CheckEmail({ email }: { email: string }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <AuthLayout title="Check your email">
      <Card>
        <div ref={message} tabIndex={-1} className="grid justify-items-center gap-3 text-center focus:outline-none">
          <MailCheck aria-hidden="true" className="size-10 text-primary" />
          <p>
            If an account exists for <strong className="break-all">{email}</strong>, we've sent a link to reset your
            password.
          </p>
          <p className="text-sm text-muted-foreground">
            Didn't receive it? Check your spam or junk folder, or try again in a few minutes.
          </p>
        </div>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/login">Back to Sign In</Link>
        </Button>
      </Card>
    </AuthLayout>
  );
}
