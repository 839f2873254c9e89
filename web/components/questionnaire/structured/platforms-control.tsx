import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { structuredMessages } from "./structured.messages";
import type { TPlatformDraft } from "./structured-draft";

type PlatformsControlProps = {
  choice: TPlatformDraft;
  onChange(choice: TPlatformDraft): void;
  idPrefix: string;
  disabled?: boolean;
  /** Unused: ticking a platform is always allowed (the count says when the answer is too long). */
  full?: boolean;
  describedBy?: string;
};

const PLATFORMS = [
  { key: "web", label: "platformWeb" },
  { key: "ios", label: "platformIos" },
  { key: "android", label: "platformAndroid" },
  { key: "desktop", label: "platformDesktop" },
] as const;

/** q11: Web, iOS, Android, Desktop ticked; Other opens a box for the platform's name. */
export function PlatformsControl({ choice, onChange, idPrefix, disabled, describedBy }: PlatformsControlProps) {
  const t = useT(structuredMessages);
  return (
    <fieldset aria-describedby={describedBy} className="m-0 grid min-w-0 gap-3 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">{t("platformsLegend")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {PLATFORMS.map((platform) => (
          <div key={platform.key} className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-${platform.key}`}
              checked={choice[platform.key]}
              disabled={disabled}
              onChange={(event) => onChange({ ...choice, [platform.key]: event.target.checked })}
            />
            <Label htmlFor={`${idPrefix}-${platform.key}`} className="font-normal">
              {t(platform.label)}
            </Label>
          </div>
        ))}
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${idPrefix}-other`}
            checked={choice.otherChecked}
            disabled={disabled}
            onChange={(event) => onChange({ ...choice, otherChecked: event.target.checked })}
          />
          <Label htmlFor={`${idPrefix}-other`} className="font-normal">
            {t("platformOther")}
          </Label>
        </div>
      </div>
      {choice.otherChecked && (
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor={`${idPrefix}-other-name`}>{t("platformOtherName")}</Label>
          <Input
            id={`${idPrefix}-other-name`}
            value={choice.other}
            placeholder={t("platformOtherPlaceholder")}
            disabled={disabled}
            onChange={(event) => onChange({ ...choice, other: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
