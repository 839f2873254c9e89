import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** A definition's detail (/product-definitions/:id) belongs to a later issue; the route exists now so links and the login guard work. */
export function ProductDefinitionDetailPage() {
  return <PagePlaceholder title="Product Definition" />;
}
