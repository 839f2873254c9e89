import { Problem } from "#web/components/layout/problem.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { AppearanceSection } from "./appearance-section";
import { DeleteAccountSection } from "./delete-account-section";
import { NotificationsSection } from "./notifications-section";
import { PasswordSection } from "./password-section";
import { PreferencesSection } from "./preferences-section";
import { PrivacySection } from "./privacy-section";
import { settingsMessages } from "./settings.messages";
import { useSettingsForm } from "./use-settings-form";

/** Settings (/settings): saved choices (spec sections 3 and 9), the password change and account deletion. */
export function SettingsPage() {
  const t = useT(settingsMessages);
  const serverMessage = useServerMessage();
  useDocumentTitle(t("title"));
  const { query, settings, change } = useSettingsForm();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
      </header>
      {!settings && query.isPending ? (
        <Spinner label={t("loading")} />
      ) : !settings ? (
        <Problem
          message={serverMessage(requestErrorMessage(query.error))}
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      ) : (
        <>
          <NotificationsSection settings={settings} onChange={change} />
          <AppearanceSection settings={settings} onChange={change} />
          <PreferencesSection settings={settings} onChange={change} />
          <PrivacySection settings={settings} onChange={change} />
        </>
      )}
      <PasswordSection />
      <DeleteAccountSection />
    </div>
  );
}
