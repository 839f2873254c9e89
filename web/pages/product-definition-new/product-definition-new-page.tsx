import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** The questionnaire (/product-definitions/new) belongs to a later issue; the route exists now so links and the login guard work. */
export function ProductDefinitionNewPage() {
  return <PagePlaceholder title="New Product Definition" />;
}
