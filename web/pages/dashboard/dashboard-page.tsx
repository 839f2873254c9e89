import { Clock, FileText, FolderKanban, Package, PackagePlus, SquarePen } from "lucide-react";
import { useEffect } from "react";
import { UsageNotice } from "#web/components/documents/usage-line.tsx";
import { useAuthState, useAuthStore } from "#web/lib/auth/auth-context.tsx";
import { useUsage } from "#web/lib/documents/use-usage.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { ActionCard } from "./action-card";
import { dashboardMessages } from "./dashboard.messages";
import { availableHours, hoursUsage, isFirstVisit, purchasedPackages } from "./dashboard-stats";
import { HoursProgress } from "./hours-progress";
import { RecentDefinitions } from "./recent-definitions";
import { StatCard } from "./stat-card";
import { useDashboardDefinitions } from "./use-dashboard-definitions";

/** The overview (spec section 2, /dashboard); the user is refreshed from the server as it opens. */
export function DashboardPage() {
  const t = useT(dashboardMessages);
  const format = useFormat();
  useDocumentTitle(t("documentTitle"));
  const store = useAuthStore();
  const { user } = useAuthState();
  const definitions = useDashboardDefinitions();
  const { loading } = definitions;
  const usage = useUsage();

  useEffect(() => {
    void store.reloadUser({ reuseStart: true });
  }, [store]);

  // The login guard renders this page only with a user.
  if (!user) return null;
  const hours = hoursUsage(user);
  // A user with nothing yet (no definition, no package) is greeted for the first time, not "back".
  const first = isFirstVisit(user, definitions.total);
  const greeting = first
    ? user.firstName
      ? t("firstWelcomeNamed", { name: user.firstName })
      : t("firstWelcome")
    : user.firstName
      ? t("welcomeNamed", { name: user.firstName })
      : t("welcome");

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        {/* The greeting waits for the definitions, which tell a first visit from a return. */}
        <p className="mt-1 min-h-6 text-muted-foreground">{loading ? null : greeting}</p>
        {usage.data && <UsageNotice usage={usage.data} className="mt-2" />}
      </div>
      <ul aria-label={t("overview")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t("definitions")}
          value={loading ? "…" : format.number(definitions.total)}
          detail={t("updatedThisMonth", { count: definitions.updatedThisMonth })}
          Icon={FolderKanban}
        />
        <StatCard
          label={t("documents")}
          value={loading ? "…" : format.number(definitions.documentsGenerated)}
          detail={t("documentsDetail")}
          Icon={FileText}
        />
        <StatCard
          label={t("packages")}
          value={format.number(purchasedPackages(user))}
          detail={t("packagesDetail")}
          Icon={Package}
        />
        <StatCard
          label={t("hours")}
          value={format.number(availableHours(user))}
          detail={t("hoursDetail")}
          Icon={Clock}
        />
      </ul>
      <div className="grid gap-4 md:grid-cols-3">
        <ActionCard to="/product-definitions" title={t("createTitle")} text={t("createText")} Icon={SquarePen} />
        <ActionCard to="/documents" title={t("documentsTitle")} text={t("documentsText")} Icon={FileText} />
        <ActionCard to="/packages" title={t("exploreTitle")} text={t("exploreText")} Icon={PackagePlus} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentDefinitions definitions={definitions.recent} loading={loading} />
        <HoursProgress used={hours.used} total={hours.total} percent={hours.percent} />
      </div>
    </div>
  );
}
