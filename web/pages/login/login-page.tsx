import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** Sign-in (spec section 2, /login) belongs to a later issue; the route exists now so links and the login guard work. */
export function LoginPage() {
  return <PagePlaceholder title="Sign in" />;
}
