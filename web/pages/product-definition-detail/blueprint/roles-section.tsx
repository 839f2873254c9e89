import { Merge, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { addRole, deleteRole, mergeRoles, renameRole, setRoleAdmin, setRolePermissions } from "#shared/blueprint/edits";
import { danglingReferences } from "#shared/blueprint/integrity";
import type { TBlueprint, TRole } from "#shared/blueprint/schema";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { AddForm, ConfirmDialog, InlineText } from "./controls";
import type { BlueprintEditor } from "./use-blueprint-editor";

/** The roles: name, what they may do, administrator; rename, merge, delete, add. */
export function RolesList({ blueprint, editor }: { blueprint: TBlueprint; editor: BlueprintEditor }) {
  const t = useT(blueprintMessages);
  const disabled = !editor.editable || editor.locked;
  return (
    <>
      {blueprint.roles.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {blueprint.roles.map((role) => (
            <RoleItem key={role.id} role={role} blueprint={blueprint} editor={editor} disabled={disabled} />
          ))}
        </ul>
      )}
      {editor.editable && (
        <AddForm
          label={t("newRole")}
          action={t("addRole")}
          disabled={disabled}
          onAdd={(name) => editor.edit((current) => addRole(current, name))}
        />
      )}
    </>
  );
}

type ItemProps = { role: TRole; blueprint: TBlueprint; editor: BlueprintEditor; disabled: boolean };

function RoleItem({ role, blueprint, editor, disabled }: ItemProps) {
  const t = useT(blueprintMessages);
  const titleId = useId();
  const adminId = useId();
  const [dialog, setDialog] = useState<"merge" | "delete" | null>(null);
  const others = blueprint.roles.filter((other) => other.id !== role.id);
  const [into, setInto] = useState(others[0]?.id ?? "");
  // What would be left pointing at it if it simply went: named before the founder confirms.
  const uses = danglingReferences({ ...blueprint, roles: blueprint.roles.filter((other) => other.id !== role.id) });
  const readOnly = !editor.editable;
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-3">
      <fieldset aria-labelledby={titleId} className="m-0 grid min-w-0 border-0 p-0 gap-2">
        <div className="flex items-start gap-2">
          <span className="mt-2 font-mono text-xs text-muted-foreground">{role.id}</span>
          <div className="min-w-0 flex-1 font-medium">
            {readOnly ? (
              <p id={titleId} className="py-2">
                {role.name}
              </p>
            ) : (
              <InlineText
                label={t("name")}
                value={role.name}
                maxLength={40}
                action={t("rename", { name: role.name })}
                disabled={disabled}
                onSave={(name) => editor.edit((current) => renameRole(current, role.id, name))}
              >
                <span className="inline-flex flex-wrap items-center gap-2 py-2">
                  <span id={titleId}>{role.name}</span>
                  {role.admin && <Badge variant="secondary">{t("adminBadge")}</Badge>}
                </span>
              </InlineText>
            )}
          </div>
        </div>
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">{t("permissions")}</span>
          {readOnly ? (
            <p>{role.permissions || "—"}</p>
          ) : (
            <InlineText
              label={t("permissions")}
              value={role.permissions}
              multiline
              maxLength={300}
              action={t("edit", { name: `${t("permissions")} (${role.name})` })}
              disabled={disabled}
              onSave={(text) => editor.edit((current) => setRolePermissions(current, role.id, text))}
            >
              {role.permissions || "—"}
            </InlineText>
          )}
        </div>
        {!readOnly && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <Checkbox
                id={adminId}
                checked={role.admin}
                disabled={disabled}
                onChange={(event) => editor.edit((current) => setRoleAdmin(current, role.id, event.target.checked))}
              />
              <Label htmlFor={adminId} className="font-normal">
                {t("admin")}
              </Label>
            </div>
            <div className="flex gap-1">
              {others.length > 0 && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t("merge", { name: role.name })}
                  title={t("merge", { name: role.name })}
                  disabled={disabled}
                  onClick={() => setDialog("merge")}
                >
                  <Merge aria-hidden="true" />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t("delete", { name: role.name })}
                title={t("delete", { name: role.name })}
                disabled={disabled}
                onClick={() => setDialog("delete")}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
      </fieldset>
      <ConfirmDialog
        open={dialog === "merge"}
        title={t("mergeTitle", { name: role.name })}
        text={t("mergeRoleText", { name: role.name })}
        confirm={t("mergeConfirm")}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (editor.edit((current) => mergeRoles(current, into, role.id))) setDialog(null);
        }}
      >
        <MergeTarget
          label={t("mergeInto")}
          value={into}
          onChange={setInto}
          options={others.map((o) => [o.id, o.name])}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("deleteTitle", { name: role.name })}
        text={uses.length > 0 ? t("usedBy", { list: editor.usesOf(uses) }) : t("notUsed")}
        confirm={t("deleteConfirm")}
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (editor.edit((current) => deleteRole(current, role.id))) setDialog(null);
        }}
      />
    </li>
  );
}

export function MergeTarget({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}
