import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { SectionCard } from "./section-card";
import { settingsMessages } from "./settings.messages";
import { EMAIL_DEPENDENT, isToggleDisabled, type NotificationKey } from "./settings-rules";
import { ToggleRow } from "./toggle-row";

type SectionProps = { settings: TSettings; onChange(update: TSettingsUpdate): void };

const HINTS = {
  emailNotifications: "emailNotificationsHint",
  marketingEmails: "marketingEmailsHint",
  documentGenerated: "documentGeneratedHint",
  packageUpdates: "packageUpdatesHint",
  weeklyDigest: "weeklyDigestHint",
} as const satisfies Record<NotificationKey, keyof typeof settingsMessages.en>;

/** Email notifications, marketing emails, and the three kinds of email that need the first one on. */
export function NotificationsSection({ settings, onChange }: SectionProps) {
  const t = useT(settingsMessages);
  const row = (key: NotificationKey) => (
    <ToggleRow
      key={key}
      id={`setting-${key}`}
      label={t(key)}
      hint={t(HINTS[key])}
      checked={settings[key]}
      disabled={isToggleDisabled(key, settings)}
      onChange={(checked) => onChange({ [key]: checked })}
    />
  );
  return (
    <SectionCard id="notifications" title={t("notifications")} description={t("notificationsText")}>
      <div className="divide-y">
        {row("emailNotifications")}
        {row("marketingEmails")}
      </div>
      <div className="mt-2 rounded-lg border px-4">
        {!settings.emailNotifications && (
          <p className="pt-3 text-sm font-medium text-muted-foreground">{t("needsEmail")}</p>
        )}
        <div className="divide-y">{EMAIL_DEPENDENT.map(row)}</div>
      </div>
    </SectionCard>
  );
}
