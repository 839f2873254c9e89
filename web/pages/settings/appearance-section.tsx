import { Monitor, Moon, Sun } from "lucide-react";
import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";
import { THEMES } from "#shared/settings/options";
import { RadioCards } from "#web/components/ui/radio-cards.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { SectionCard } from "./section-card";
import { settingsMessages } from "./settings.messages";

type SectionProps = { settings: TSettings; onChange(update: TSettingsUpdate): void };

const ICONS = {
  light: <Sun aria-hidden="true" className="size-4" />,
  dark: <Moon aria-hidden="true" className="size-4" />,
  system: <Monitor aria-hidden="true" className="size-4" />,
};

/** The theme: applied as soon as it is chosen (the saved settings reach the theme store at once). */
export function AppearanceSection({ settings, onChange }: SectionProps) {
  const t = useT(settingsMessages);
  return (
    <SectionCard id="appearance" title={t("appearance")} description={t("appearanceText")}>
      <RadioCards
        legend={t("theme")}
        name="theme"
        value={settings.theme}
        options={THEMES.map((theme) => ({ value: theme, label: t(theme), icon: ICONS[theme] }))}
        onChange={(theme) => onChange({ theme })}
        hint={t("systemHint")}
      />
    </SectionCard>
  );
}
