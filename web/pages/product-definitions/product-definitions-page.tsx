import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** The list of definitions (/product-definitions) belongs to a later issue; the route exists now so links and the login guard work. */
export function ProductDefinitionsPage() {
  return <PagePlaceholder title="Product Definitions" />;
}
