import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import type { TIntegrationChip } from "#shared/questionnaire/structured";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { structuredMessages } from "./structured.messages";
import { emptyIntegration, rowKey, type TIntegrationDraft } from "./structured-draft";

type IntegrationsControlProps = {
  chips: readonly TIntegrationDraft[];
  /** The service typed in the add form, not added yet (it is sent with the rest all the same). */
  pending: TIntegrationChip;
  onChange(chips: TIntegrationDraft[], pending: TIntegrationChip): void;
  idPrefix: string;
  disabled?: boolean;
  full: boolean;
  describedBy?: string;
};

/**
 * q10: the services as chips (name, purpose, a "later" tick, a remove button), added with a small
 * form; Enter in the form adds the service and leaves the focus there for the next one.
 */
export function IntegrationsControl({
  chips,
  pending,
  onChange,
  idPrefix,
  disabled,
  full,
  describedBy,
}: IntegrationsControlProps) {
  const t = useT(structuredMessages);
  const serviceInput = useRef<HTMLInputElement>(null);
  const canAdd = pending.service.trim().length > 0 && !disabled;
  const add = () => {
    if (!canAdd) return;
    onChange([...chips, { ...pending, key: rowKey() }], emptyIntegration());
    serviceInput.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };
  const setPending = (patch: Partial<TIntegrationChip>) => onChange([...chips], { ...pending, ...patch });
  return (
    <fieldset aria-describedby={describedBy} className="m-0 grid min-w-0 gap-3 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">{t("integrationsLegend")}</legend>
      {chips.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("integrationsEmpty")}</p>
      ) : (
        <ul aria-label={t("integrationsAdded")} className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const laterId = `${idPrefix}-${chip.key}-later`;
            return (
              <li
                key={chip.key}
                className="flex max-w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border bg-background py-1 pr-1 pl-3 text-sm"
              >
                <span className="min-w-0 wrap-anywhere">
                  <span className="font-medium">{chip.service}</span>
                  {chip.purpose && <span className="text-muted-foreground">: {chip.purpose}</span>}
                </span>
                <span className="flex items-center gap-1.5">
                  <Checkbox
                    id={laterId}
                    checked={chip.later}
                    disabled={disabled}
                    onChange={(event) =>
                      onChange(
                        chips.map((candidate) =>
                          candidate.key === chip.key ? { ...candidate, later: event.target.checked } : candidate,
                        ),
                        pending,
                      )
                    }
                  />
                  <Label htmlFor={laterId} className="font-normal">
                    {t("integrationLaterShort")}
                    <span className="sr-only"> ({chip.service})</span>
                  </Label>
                </span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t("removeIntegration", { service: chip.service })}
                  disabled={disabled}
                  onClick={() => {
                    onChange(
                      chips.filter((candidate) => candidate.key !== chip.key),
                      pending,
                    );
                    serviceInput.current?.focus();
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid gap-3 rounded-lg border border-dashed p-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-service`}>{t("integrationService")}</Label>
          <Input
            id={`${idPrefix}-service`}
            ref={serviceInput}
            value={pending.service}
            placeholder={t("integrationServicePlaceholder")}
            disabled={disabled}
            aria-invalid={!pending.service.trim() && pending.purpose.trim() ? true : undefined}
            onChange={(event) => setPending({ service: event.target.value })}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-purpose`}>{t("integrationPurpose")}</Label>
          <Input
            id={`${idPrefix}-purpose`}
            value={pending.purpose}
            placeholder={t("integrationPurposePlaceholder")}
            disabled={disabled}
            onChange={(event) => setPending({ purpose: event.target.value })}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-later`}
              checked={pending.later}
              disabled={disabled}
              onChange={(event) => setPending({ later: event.target.checked })}
            />
            <Label htmlFor={`${idPrefix}-later`} className="font-normal">
              {t("integrationLater")}
            </Label>
          </div>
          <Button variant="outline" size="sm" disabled={!canAdd || full} onClick={add}>
            <Plus aria-hidden="true" />
            {t("addIntegration")}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
