import { Clock, FileText, FolderKanban, Package, PackagePlus, SquarePen } from "lucide-react";
import { useEffect } from "react";
import { useAuthState, useAuthStore } from "../../lib/auth/auth-context";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ActionCard } from "./action-card";
import {
  availableHours,
  formatHours,
  generatedDocuments,
  hoursUsage,
  purchasedPackages,
  recentDefinitions,
  updatedThisMonth,
} from "./dashboard-stats";
import { HoursProgress } from "./hours-progress";
import { RecentDefinitions } from "./recent-definitions";
import { StatCard } from "./stat-card";
import { useDashboardDefinitions } from "./use-dashboard-definitions";

/** The overview (spec section 2, /dashboard); the user is refreshed from the server as it opens. */
export function DashboardPage() {
  useDocumentTitle("Dashboard");
  const store = useAuthStore();
  const { user } = useAuthState();
  const { definitions, loading } = useDashboardDefinitions();

  useEffect(() => {
    void store.reloadUser();
  }, [store]);

  // The login guard renders this page only with a user.
  if (!user) return null;
  const usage = hoursUsage(user);

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Welcome back{user.firstName ? `, ${user.firstName}` : ""}. Here is where your products stand.
        </p>
      </div>
      <ul aria-label="Overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Product Definitions"
          value={loading ? "…" : String(definitions.length)}
          detail={`${updatedThisMonth(definitions, new Date())} updated this month`}
          Icon={FolderKanban}
        />
        <StatCard
          label="Generated Documents"
          value={loading ? "…" : String(generatedDocuments(definitions))}
          detail="Across all your definitions"
          Icon={FileText}
        />
        <StatCard
          label="Purchased Packages"
          value={String(purchasedPackages(user))}
          detail="Packages you own"
          Icon={Package}
        />
        <StatCard
          label="Available Hours"
          value={formatHours(availableHours(user))}
          detail="Development hours left"
          Icon={Clock}
        />
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <ActionCard
          to="/product-definitions"
          title="Create Product Definition"
          text="Answer a guided questionnaire about your idea and get your RFP."
          Icon={SquarePen}
        />
        <ActionCard
          to="/packages"
          title="Explore Packages"
          text="Add documents or book development hours for your product."
          Icon={PackagePlus}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentDefinitions definitions={recentDefinitions(definitions)} loading={loading} />
        <HoursProgress used={usage.used} total={usage.total} percent={usage.percent} />
      </div>
    </div>
  );
}
