import { Link } from "react-router";
import { AUTH_LINK, AuthLayout } from "../../components/auth/auth-layout";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-title";
import { LoginForm } from "./login-form";

/** Sign-in (spec section 2, /login). */
export function LoginPage() {
  useDocumentTitle("Sign in");
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to your account to continue"
      footer={
        <p>
          Don't have an account?{" "}
          <Link to="/signup" className={AUTH_LINK}>
            Sign up
          </Link>
        </p>
      }
    >
      <Card aria-labelledby="login-title">
        <CardTitle id="login-title">Sign In</CardTitle>
        <CardDescription>Enter your email and password to access your account</CardDescription>
        <LoginForm />
      </Card>
    </AuthLayout>
  );
}
