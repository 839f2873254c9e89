// The choices come from the zod-free module: the schemas would bring zod into the page's code.
import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";
import { DATE_FORMATS, LANGUAGES, TIMEZONES } from "#shared/settings/options";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { createFormatter, LANGUAGE_DATE_FORMATS } from "#web/lib/i18n/format.ts";
import { usePreferences, useT } from "#web/lib/i18n/i18n-context.tsx";
import { isLanguage, LANGUAGE_NAMES } from "#web/lib/i18n/languages.ts";
import { SectionCard } from "./section-card";
import { settingsMessages } from "./settings.messages";

type SectionProps = { settings: TSettings; onChange(update: TSettingsUpdate): void };
type Timezone = TSettings["timezone"];
type DateFormat = TSettings["dateFormat"];

const ZONE_NAMES = {
  "America/New_York": "tzEastern",
  "America/Chicago": "tzCentral",
  "America/Denver": "tzMountain",
  "America/Los_Angeles": "tzPacific",
  "Europe/London": "tzLondon",
  "Europe/Paris": "tzParis",
} as const satisfies Record<Timezone, keyof typeof settingsMessages.en>;

const isTimezone = (value: string): value is Timezone => (TIMEZONES as readonly string[]).includes(value);
const isDateFormat = (value: string): value is DateFormat => (DATE_FORMATS as readonly string[]).includes(value);

// The value of the first option of each select: no choice, the device's zone or the language's order.
const DEVICE = "device";

/**
 * Language (the whole interface switches at once), time zone and date format (every date shown).
 * Until the user chooses them, the time zone is the device's and the date format the language's
 * (decision 028); the first option of each select says so and brings that back.
 */
export function PreferencesSection({ settings, onChange }: SectionProps) {
  const t = useT(settingsMessages);
  const preferences = usePreferences();
  const now = new Date();
  const example = (dateFormat: DateFormat) => createFormatter({ ...preferences, dateFormat }).date(now);
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zoneFollows = settings.followsDevice.includes("timezone");
  const formatFollows = settings.followsDevice.includes("dateFormat");
  const shownFormat = formatFollows ? LANGUAGE_DATE_FORMATS[settings.language] : settings.dateFormat;

  return (
    <SectionCard id="preferences" title={t("preferences")} description={t("preferencesText")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="setting-language" label={t("language")}>
          {(control) => (
            <Select
              {...control}
              value={settings.language}
              onChange={(event) => isLanguage(event.target.value) && onChange({ language: event.target.value })}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="setting-timezone" label={t("timezone")}>
          {(control) => (
            <Select
              {...control}
              value={zoneFollows ? DEVICE : settings.timezone}
              onChange={(event) => {
                const value = event.target.value;
                if (value === DEVICE) onChange({ timezone: null });
                else if (isTimezone(value)) onChange({ timezone: value });
              }}
            >
              <option value={DEVICE}>{t("tzDevice", { zone: deviceZone })}</option>
              {TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {`${t(ZONE_NAMES[zone])} (${zone})`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="setting-dateFormat"
          label={t("dateFormat")}
          hint={t("dateFormatHint", { today: example(shownFormat) })}
        >
          {(control) => (
            <Select
              {...control}
              value={formatFollows ? DEVICE : settings.dateFormat}
              onChange={(event) => {
                const value = event.target.value;
                if (value === DEVICE) onChange({ dateFormat: null });
                else if (isDateFormat(value)) onChange({ dateFormat: value });
              }}
            >
              <option value={DEVICE}>
                {t("dateFormatLanguage", { today: example(LANGUAGE_DATE_FORMATS[settings.language]) })}
              </option>
              {DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {`${format} (${example(format)})`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </SectionCard>
  );
}
