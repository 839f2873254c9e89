import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** The package catalogue (/packages) belongs to a later issue; the route exists now so links and the login guard work. */
export function PackagesPage() {
  return <PagePlaceholder title="Development Packages" />;
}
