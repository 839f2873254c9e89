import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** Checkout (/checkout, public per spec section 2) belongs to a later issue; the route exists now so links and the login guard work. */
export function CheckoutPage() {
  return <PagePlaceholder title="Checkout" />;
}
