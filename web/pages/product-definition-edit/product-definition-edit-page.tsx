import { Navigate, useParams } from "react-router";
import { EDIT_ANSWERS_STATE } from "../product-definition-detail/detail-tab";

/**
 * /product-definitions/{id}/edit shows nothing of its own (spec section 2): it is the detail page's
 * questionnaire with its answers open for editing at once.
 */
export function ProductDefinitionEditPage() {
  const { id = "" } = useParams();
  return (
    <Navigate to={`/product-definitions/${encodeURIComponent(id)}?action=edit`} state={EDIT_ANSWERS_STATE} replace />
  );
}
