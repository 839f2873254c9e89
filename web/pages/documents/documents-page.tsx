import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** Document generation (/documents) belongs to a later issue; the route exists now so links and the login guard work. */
export function DocumentsPage() {
  return <PagePlaceholder title="Documents" />;
}
