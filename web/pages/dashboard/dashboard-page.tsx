import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** The overview (/dashboard) belongs to a later issue; the route exists now so links and the login guard work. */
export function DashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}
