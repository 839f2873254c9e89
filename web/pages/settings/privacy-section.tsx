import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";
import { PROFILE_VISIBILITIES } from "#shared/settings/options";
import { RadioCards } from "#web/components/ui/radio-cards.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { SectionCard } from "./section-card";
import { settingsMessages } from "./settings.messages";
import { ToggleRow } from "./toggle-row";

type SectionProps = { settings: TSettings; onChange(update: TSettingsUpdate): void };

/** Who sees the profile, and what may be done with the user's data. */
export function PrivacySection({ settings, onChange }: SectionProps) {
  const t = useT(settingsMessages);
  return (
    <SectionCard id="privacy" title={t("privacy")} description={t("privacyText")}>
      <RadioCards
        legend={t("profileVisibility")}
        name="profileVisibility"
        value={settings.profileVisibility}
        options={PROFILE_VISIBILITIES.map((visibility) => ({ value: visibility, label: t(visibility) }))}
        onChange={(profileVisibility) => onChange({ profileVisibility })}
      />
      <div className="mt-2 divide-y">
        <ToggleRow
          id="setting-dataSharing"
          label={t("dataSharing")}
          hint={t("dataSharingHint")}
          checked={settings.dataSharing}
          onChange={(dataSharing) => onChange({ dataSharing })}
        />
        <ToggleRow
          id="setting-analytics"
          label={t("analytics")}
          hint={t("analyticsHint")}
          checked={settings.analytics}
          onChange={(analytics) => onChange({ analytics })}
        />
      </div>
    </SectionCard>
  );
}
