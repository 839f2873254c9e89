import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** Editing a definition (/product-definitions/:id/edit) belongs to a later issue; the route exists now so links and the login guard work. */
export function ProductDefinitionEditPage() {
  return <PagePlaceholder title="Edit Product Definition" />;
}
