import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** Sign-up (spec section 2, /signup) belongs to a later issue; the route exists now so links and the login guard work. */
export function SignupPage() {
  return <PagePlaceholder title="Sign up" />;
}
