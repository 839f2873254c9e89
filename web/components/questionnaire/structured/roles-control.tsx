import { Plus, Trash2 } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { structuredMessages } from "./structured.messages";
import { emptyRole, type TRoleDraft } from "./structured-draft";
import { useRowFocus } from "./use-row-focus";

export type RowsControlProps<Row> = {
  rows: readonly Row[];
  onChange(rows: Row[]): void;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  disabled?: boolean;
  /** No characters left: nothing more can be added. */
  full: boolean;
  /** Ids describing the whole control (the question, the count). */
  describedBy?: string;
};

/** q7: one row per role (its name, what it may do, whether it is an admin), added and removed. */
export function RolesControl({ rows, onChange, idPrefix, disabled, full, describedBy }: RowsControlProps<TRoleDraft>) {
  const t = useT(structuredMessages);
  const focus = useRowFocus(rows);
  const update = (key: string, patch: Partial<TRoleDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    const row = emptyRole();
    focus.focusRow(row.key);
    onChange([...rows, row]);
  };
  return (
    <fieldset aria-describedby={describedBy} className="m-0 grid min-w-0 gap-3 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">{t("rolesLegend")}</legend>
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const id = `${idPrefix}-${row.key}`;
          const name = row.name.trim() || String(index + 1);
          return (
            <li key={row.key}>
              <fieldset className="m-0 grid min-w-0 gap-3 rounded-lg border bg-background p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto_auto] sm:items-end">
                <legend className="sr-only">{t("roleLegend", { number: index + 1 })}</legend>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-name`}>{t("roleName")}</Label>
                  <Input
                    id={`${id}-name`}
                    ref={focus.firstField(row.key)}
                    value={row.name}
                    placeholder={t("roleNamePlaceholder")}
                    disabled={disabled}
                    aria-invalid={!row.name.trim() && (row.permissions.trim() || row.admin) ? true : undefined}
                    onChange={(event) => update(row.key, { name: event.target.value })}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-permissions`}>{t("rolePermissions")}</Label>
                  <Input
                    id={`${id}-permissions`}
                    value={row.permissions}
                    placeholder={t("rolePermissionsPlaceholder")}
                    disabled={disabled}
                    onChange={(event) => update(row.key, { permissions: event.target.value })}
                  />
                </div>
                <div className="flex h-10 items-center gap-2">
                  <Checkbox
                    id={`${id}-admin`}
                    checked={row.admin}
                    disabled={disabled}
                    onChange={(event) => update(row.key, { admin: event.target.checked })}
                  />
                  <Label htmlFor={`${id}-admin`}>{t("roleAdmin")}</Label>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="justify-self-end"
                  aria-label={t("removeRole", { name })}
                  disabled={disabled}
                  onClick={() => {
                    focus.focusAdd();
                    onChange(rows.filter((candidate) => candidate.key !== row.key));
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
        {t("addRole")}
      </Button>
    </fieldset>
  );
}
