import { Merge, Rows3, Tags, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import {
  addField,
  addRecord,
  deleteField,
  deleteRecord,
  mergeRecords,
  recordToStatusValues,
  renameRecord,
  statusValuesToRecord,
  updateField,
} from "#shared/blueprint/edits";
import { danglingReferences } from "#shared/blueprint/integrity";
import { FIELD_TYPES, type TBlueprint, type TEntity, type TField, type TFieldType } from "#shared/blueprint/schema";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { AddForm, ConfirmDialog, InlineText } from "./controls";
import { MergeTarget } from "./roles-section";
import type { BlueprintEditor } from "./use-blueprint-editor";

const typeKey = (type: TFieldType) =>
  `type${type.charAt(0).toUpperCase()}${type.slice(1)}` as `type${Capitalize<TFieldType>}`;

/** The records (entities): name, fields with type, required, sensitive, link and status values. */
export function RecordsList({ blueprint, editor }: { blueprint: TBlueprint; editor: BlueprintEditor }) {
  const t = useT(blueprintMessages);
  return (
    <>
      {blueprint.entities.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-3">
          {blueprint.entities.map((entity) => (
            <RecordItem key={entity.name} entity={entity} blueprint={blueprint} editor={editor} />
          ))}
        </ul>
      )}
      {editor.editable && (
        <AddForm
          label={t("newRecord")}
          action={t("addRecord")}
          disabled={!editor.editable || editor.locked}
          onAdd={(label) => editor.edit((current) => addRecord(current, label))}
        />
      )}
    </>
  );
}

type RecordProps = { entity: TEntity; blueprint: TBlueprint; editor: BlueprintEditor };

function RecordItem({ entity, blueprint, editor }: RecordProps) {
  const t = useT(blueprintMessages);
  const titleId = useId();
  const valuesId = useId();
  const disabled = !editor.editable || editor.locked;
  const readOnly = !editor.editable;
  const [dialog, setDialog] = useState<"merge" | "delete" | "status" | null>(null);
  const others = blueprint.entities.filter((other) => other.name !== entity.name);
  const [into, setInto] = useState(others[0]?.name ?? "");
  // The former record's field labels are the values offered (besides its name); the founder may type others.
  const [values, setValues] = useState(() =>
    entity.fields
      .filter((field) => field.key !== "name")
      .map((field) => field.label)
      .join(", "),
  );
  const uses = danglingReferences({
    ...blueprint,
    entities: blueprint.entities.filter((other) => other.name !== entity.name),
  });
  const target = into || others[0]?.name || "";
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-3">
      <fieldset aria-labelledby={titleId} className="m-0 grid min-w-0 border-0 p-0 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1 font-medium">
            {readOnly ? (
              <p id={titleId} className="py-2">
                {entity.label}
              </p>
            ) : (
              <InlineText
                label={t("name")}
                value={entity.label}
                maxLength={80}
                action={t("rename", { name: entity.label })}
                disabled={disabled}
                onSave={(label) => editor.edit((current) => renameRecord(current, entity.name, label))}
              >
                <span className="inline-flex flex-wrap items-center gap-2 py-2">
                  <span id={titleId}>{entity.label}</span>
                  <span className="font-mono text-xs text-muted-foreground">{entity.name}</span>
                </span>
              </InlineText>
            )}
          </div>
          {!readOnly && (
            <div className="flex gap-1">
              {others.length > 0 && (
                <>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("toStatus", { name: entity.label })}
                    title={t("toStatus", { name: entity.label })}
                    disabled={disabled}
                    onClick={() => setDialog("status")}
                  >
                    <Tags aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("merge", { name: entity.label })}
                    title={t("merge", { name: entity.label })}
                    disabled={disabled}
                    onClick={() => setDialog("merge")}
                  >
                    <Merge aria-hidden="true" />
                  </Button>
                </>
              )}
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t("delete", { name: entity.label })}
                title={t("delete", { name: entity.label })}
                disabled={disabled}
                onClick={() => setDialog("delete")}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
        <ul aria-label={t("fieldsOf", { name: entity.label })} className="grid gap-2">
          {entity.fields.map((field) => (
            <FieldItem key={field.key} entity={entity} field={field} blueprint={blueprint} editor={editor} />
          ))}
        </ul>
        {!readOnly && (
          <AddForm
            label={t("newField")}
            action={t("addField", { name: entity.label })}
            disabled={disabled}
            onAdd={(label) => editor.edit((current) => addField(current, entity.name, label))}
          />
        )}
      </fieldset>
      <ConfirmDialog
        open={dialog === "status"}
        title={t("toStatusTitle", { name: entity.label })}
        text={t("toStatusText", { name: entity.label })}
        confirm={t("toStatusConfirm")}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          const labels = values.split(/[,\n]/);
          if (editor.edit((current) => recordToStatusValues(current, entity.name, target, labels))) setDialog(null);
        }}
      >
        <MergeTarget
          label={t("toStatusTarget")}
          value={target}
          onChange={setInto}
          options={others.map((o) => [o.name, o.label])}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={valuesId}>{t("toStatusValues")}</Label>
          <Textarea
            id={valuesId}
            value={values}
            rows={3}
            aria-describedby={`${valuesId}-hint`}
            onChange={(event) => setValues(event.target.value)}
          />
          <p id={`${valuesId}-hint`} className="text-xs text-muted-foreground">
            {t("valuesHint")}
          </p>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "merge"}
        title={t("mergeTitle", { name: entity.label })}
        text={t("mergeRecordText", { name: entity.label })}
        confirm={t("mergeConfirm")}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (editor.edit((current) => mergeRecords(current, target, entity.name))) setDialog(null);
        }}
      >
        <MergeTarget
          label={t("mergeInto")}
          value={target}
          onChange={setInto}
          options={others.map((o) => [o.name, o.label])}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("deleteTitle", { name: entity.label })}
        text={uses.length > 0 ? `${t("usedBy", { list: editor.usesOf(uses) })} ${t("recordActions")}` : t("notUsed")}
        confirm={t("deleteConfirm")}
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (editor.edit((current) => deleteRecord(current, entity.name))) setDialog(null);
        }}
      />
    </li>
  );
}

type FieldProps = { entity: TEntity; field: TField; blueprint: TBlueprint; editor: BlueprintEditor };

/** One field: its label, type, required, sensitive and, by type, its link or its values. */
function FieldItem({ entity, field, blueprint, editor }: FieldProps) {
  const t = useT(blueprintMessages);
  const id = useId();
  const nameId = useId();
  const [toRecord, setToRecord] = useState(false);
  const [recordName, setRecordName] = useState(field.label);
  const disabled = !editor.editable || editor.locked;
  const change = (patch: Parameters<typeof updateField>[3]) =>
    editor.edit((current) => updateField(current, entity.name, field.key, patch));
  const values = field.values.join(", ");
  if (!editor.editable) {
    return (
      <li className="flex flex-wrap items-center gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm">
        <span className="font-medium">{field.label}</span>
        <span className="text-muted-foreground">{t(typeKey(field.type))}</span>
        {field.required && <Badge variant="outline">{t("required")}</Badge>}
        {field.sensitive && <Badge variant="outline">{t("sensitive")}</Badge>}
        {field.references && <span>{t("linksToRecord", { record: field.references })}</span>}
        {field.values.length > 0 && <span>{values}</span>}
      </li>
    );
  }
  return (
    <li className="grid min-w-0 gap-2 rounded-md bg-muted/50 p-3 text-sm">
      <fieldset aria-labelledby={`${id}-label`} className="m-0 grid min-w-0 border-0 p-0 gap-2">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <InlineText
              label={t("field")}
              value={field.label}
              maxLength={80}
              action={t("rename", { name: field.label })}
              disabled={disabled}
              onSave={(label) => change({ label })}
            >
              <span id={`${id}-label`} className="inline-block py-2 font-medium">
                {field.label}
              </span>
            </InlineText>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("deleteField", { name: field.label })}
            title={t("deleteField", { name: field.label })}
            disabled={disabled}
            onClick={() => editor.edit((current) => deleteField(current, entity.name, field.key))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-type`} className="text-xs text-muted-foreground">
              {t("type")}
            </Label>
            <Select
              id={`${id}-type`}
              value={field.type}
              disabled={disabled}
              onChange={(event) => {
                const type = event.target.value as TFieldType;
                const link = blueprint.entities.find((item) => item.name !== entity.name)?.name ?? entity.name;
                change(type === "reference" ? { type, references: link } : { type, values: ["yes", "no"] });
              }}
            >
              {FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(typeKey(type))}
                </option>
              ))}
            </Select>
          </div>
          {field.type === "reference" && (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-link`} className="text-xs text-muted-foreground">
                {t("linksTo")}
              </Label>
              <Select
                id={`${id}-link`}
                value={field.references ?? ""}
                disabled={disabled}
                onChange={(event) => change({ references: event.target.value })}
              >
                {blueprint.entities.map((item) => (
                  <option key={item.name} value={item.name}>
                    {item.label}
                  </option>
                ))}
              </Select>
            </div>
          )}
        </div>
        {field.type === "enum" && (
          <div className="grid gap-1">
            <span className="text-xs text-muted-foreground">{t("statusValues")}</span>
            <InlineText
              label={`${t("statusValues")} (${t("valuesHint")})`}
              value={values}
              action={t("edit", { name: `${t("statusValues")} (${field.label})` })}
              disabled={disabled}
              onSave={(text) => change({ values: text.split(",") })}
            >
              <span className="flex flex-wrap gap-1">
                {field.values.map((value) => (
                  <Badge key={value} variant="outline">
                    {value}
                  </Badge>
                ))}
              </span>
            </InlineText>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setToRecord(true)}>
              <Rows3 aria-hidden="true" />
              {t("toRecord", { name: field.label })}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-required`}
              checked={field.required}
              disabled={disabled}
              onChange={(event) => change({ required: event.target.checked })}
            />
            <Label htmlFor={`${id}-required`} className="font-normal">
              {t("required")}
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-sensitive`}
              checked={field.sensitive}
              disabled={disabled}
              onChange={(event) => change({ sensitive: event.target.checked })}
            />
            <Label htmlFor={`${id}-sensitive`} className="font-normal">
              {t("sensitive")}
            </Label>
          </div>
        </div>
      </fieldset>
      <ConfirmDialog
        open={toRecord}
        title={t("toRecordTitle", { name: field.label })}
        text={t("toRecordText")}
        confirm={t("toRecordConfirm")}
        onCancel={() => setToRecord(false)}
        onConfirm={() => {
          if (editor.edit((current) => statusValuesToRecord(current, entity.name, field.key, recordName)))
            setToRecord(false);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={nameId}>{t("toRecordName")}</Label>
          <Input
            id={nameId}
            value={recordName}
            maxLength={80}
            onChange={(event) => setRecordName(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </li>
  );
}
