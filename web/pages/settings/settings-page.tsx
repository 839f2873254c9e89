import { PagePlaceholder } from "../../components/layout/page-placeholder";

/** Settings (/settings) belongs to a later issue; the route exists now so links and the login guard work. */
export function SettingsPage() {
  return <PagePlaceholder title="Settings" />;
}
