import { Navigate, useParams } from "react-router";

/** /product-definitions/{id}/edit shows nothing of its own (spec section 2): it is the detail page in edit mode. */
export function ProductDefinitionEditPage() {
  const { id = "" } = useParams();
  return <Navigate to={`/product-definitions/${encodeURIComponent(id)}?action=edit`} replace />;
}
