import { Plus, Trash2 } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import type { RowsControlProps } from "./roles-control";
import { structuredMessages } from "./structured.messages";
import { emptyRecord, removeRecord, type TRecordDraft } from "./structured-draft";
import { useRowFocus } from "./use-row-focus";

/**
 * q9: a small table of records, one card per record on a phone: its name, fields, status values
 * and the other records it links to (ticked among the other rows' names).
 */
export function RecordsControl({
  rows,
  onChange,
  idPrefix,
  disabled,
  full,
  describedBy,
}: RowsControlProps<TRecordDraft>) {
  const t = useT(structuredMessages);
  const focus = useRowFocus(rows);
  const update = (key: string, patch: Partial<TRecordDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    const row = emptyRecord();
    focus.focusRow(row.key);
    onChange([...rows, row]);
  };
  return (
    <fieldset aria-describedby={describedBy} className="m-0 grid min-w-0 gap-3 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">{t("recordsLegend")}</legend>
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const id = `${idPrefix}-${row.key}`;
          const name = row.name.trim() || String(index + 1);
          const others = rows.filter((other) => other.key !== row.key && other.name.trim().length > 0);
          return (
            <li key={row.key}>
              <fieldset className="m-0 grid min-w-0 gap-3 rounded-lg border bg-background p-3 sm:grid-cols-2">
                <legend className="sr-only">{t("recordLegend", { number: index + 1 })}</legend>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-name`}>{t("recordName")}</Label>
                  <Input
                    id={`${id}-name`}
                    ref={focus.firstField(row.key)}
                    value={row.name}
                    placeholder={t("recordNamePlaceholder")}
                    disabled={disabled}
                    aria-invalid={!row.name.trim() && (row.fields.trim() || row.statusValues.trim()) ? true : undefined}
                    onChange={(event) => update(row.key, { name: event.target.value })}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-fields`}>{t("recordFields")}</Label>
                  <Input
                    id={`${id}-fields`}
                    value={row.fields}
                    placeholder={t("recordFieldsPlaceholder")}
                    disabled={disabled}
                    onChange={(event) => update(row.key, { fields: event.target.value })}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-status`}>{t("recordStatus")}</Label>
                  <Input
                    id={`${id}-status`}
                    value={row.statusValues}
                    placeholder={t("recordStatusPlaceholder")}
                    disabled={disabled}
                    onChange={(event) => update(row.key, { statusValues: event.target.value })}
                  />
                </div>
                <fieldset className="m-0 grid min-w-0 content-start gap-1.5 border-0 p-0">
                  <legend className="mb-1.5 text-sm font-medium leading-none">{t("recordLinks")}</legend>
                  {others.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t("recordLinksNone")}</p>
                  ) : (
                    <div className="flex flex-wrap gap-x-4 gap-y-2">
                      {others.map((other) => {
                        const linkId = `${id}-link-${other.key}`;
                        const checked = row.links.includes(other.key);
                        return (
                          <div key={other.key} className="flex min-w-0 items-center gap-2">
                            <Checkbox
                              id={linkId}
                              checked={checked}
                              disabled={disabled}
                              onChange={(event) =>
                                update(row.key, {
                                  links: event.target.checked
                                    ? [...row.links, other.key]
                                    : row.links.filter((link) => link !== other.key),
                                })
                              }
                            />
                            <Label htmlFor={linkId} className="wrap-anywhere">
                              {other.name.trim()}
                            </Label>
                          </div>
                        );
                      })}
                    </div>
                  )}
                </fieldset>
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-end sm:col-span-2"
                  aria-label={t("removeRecord", { name })}
                  disabled={disabled}
                  onClick={() => {
                    focus.focusAdd();
                    onChange(removeRecord(rows, row.key));
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <Button
        ref={focus.addButton}
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={disabled || full}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        {t("addRecord")}
      </Button>
    </fieldset>
  );
}
