import { Clock, FileText, FolderKanban, Package, PackagePlus, SquarePen } from "lucide-react";
import { useEffect } from "react";
import { useAuthState, useAuthStore } from "#web/lib/auth/auth-context.tsx";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { ActionCard } from "./action-card";
import { dashboardMessages } from "./dashboard.messages";
import { availableHours, hoursUsage, purchasedPackages } from "./dashboard-stats";
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

  useEffect(() => {
    void store.reloadUser();
  }, [store]);

  // The login guard renders this page only with a user.
  if (!user) return null;
  const usage = hoursUsage(user);

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">
          {user.firstName ? t("welcomeNamed", { name: user.firstName }) : t("welcome")}
        </p>
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
        <HoursProgress used={usage.used} total={usage.total} percent={usage.percent} />
      </div>
    </div>
  );
}
