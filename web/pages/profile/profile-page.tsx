import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** The profile (/profile) belongs to a later issue; the route exists now so links and the login guard work. */
export function ProfilePage() {
  return <PagePlaceholder title="My Profile" />;
}
