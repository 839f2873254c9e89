import { Pencil, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  addRequirement,
  deleteRequirement,
  retitleRequirement,
  setAcceptanceCriteria,
  setEstimate,
  setPriority,
  setRequirementRecords,
  setRequirementRoles,
} from "#shared/blueprint/edits";
import {
  PRIORITIES,
  type TAcceptanceCriterion,
  type TBlueprint,
  type TPriority,
  type TRequirement,
} from "#shared/blueprint/schema";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { AddForm, ConfirmDialog, InlineText } from "./controls";
import type { BlueprintEditor } from "./use-blueprint-editor";

type Props = { blueprint: TBlueprint; editor: BlueprintEditor };
const priorityKey = (priority: TPriority) => (priority === "later" ? "laterPriority" : priority);

/** The features (requirements): title, priority, roles, records, acceptance criteria and estimate. */
export function FeaturesList({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  const priorityId = useId();
  const [priority, setNewPriority] = useState<TPriority>("should");
  return (
    <>
      <ul className="grid gap-3">
        {blueprint.requirements.map((requirement) => (
          <FeatureItem key={requirement.id} requirement={requirement} blueprint={blueprint} editor={editor} />
        ))}
      </ul>
      {editor.editable && (
        <AddForm
          label={t("newFeature")}
          action={t("addFeature")}
          disabled={!editor.editable || editor.locked}
          onAdd={(title) => editor.edit((current) => addRequirement(current, title, priority))}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={priorityId}>{t("priority")}</Label>
            <Select
              id={priorityId}
              value={priority}
              onChange={(event) => setNewPriority(event.target.value as TPriority)}
            >
              {PRIORITIES.map((item) => (
                <option key={item} value={item}>
                  {t(priorityKey(item))}
                </option>
              ))}
            </Select>
          </div>
        </AddForm>
      )}
    </>
  );
}

function FeatureItem({ requirement, blueprint, editor }: { requirement: TRequirement } & Props) {
  const t = useT(blueprintMessages);
  const format = useFormat();
  const id = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const disabled = !editor.editable || editor.locked;
  const later = requirement.priority === "later";
  const estimate = t("estimate", {
    development: format.number(requirement.estimate.development),
    qa: format.number(requirement.estimate.qa),
  });
  const toggle = (list: readonly string[], item: string, on: boolean) =>
    on ? [...list, item] : list.filter((other) => other !== item);
  return (
    <li className={cn("grid min-w-0 gap-3 rounded-lg border p-3", later && "border-dashed bg-muted/30")}>
      <fieldset aria-labelledby={`${id}-title`} className="m-0 grid min-w-0 border-0 p-0 gap-3">
        <div className="flex items-start gap-2">
          <span className="mt-2 font-mono text-xs text-muted-foreground">{requirement.id}</span>
          <div className="min-w-0 flex-1 font-medium">
            {editor.editable ? (
              <InlineText
                label={t("featureTitle")}
                value={requirement.title}
                maxLength={120}
                action={t("rename", { name: requirement.id })}
                disabled={disabled}
                onSave={(title) => editor.edit((current) => retitleRequirement(current, requirement.id, title))}
              >
                <span id={`${id}-title`} className="inline-block py-2">
                  {requirement.title}
                </span>
              </InlineText>
            ) : (
              <p id={`${id}-title`} className="py-2">
                {requirement.title}
              </p>
            )}
          </div>
          {editor.editable && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t("delete", { name: requirement.id })}
              title={t("delete", { name: requirement.id })}
              disabled={disabled || blueprint.requirements.length <= 1}
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-priority`} className="text-xs text-muted-foreground">
              {t("priority")}
            </Label>
            {editor.editable ? (
              <Select
                id={`${id}-priority`}
                value={requirement.priority}
                disabled={disabled}
                onChange={(event) =>
                  editor.edit((current) => setPriority(current, requirement.id, event.target.value as TPriority))
                }
              >
                {PRIORITIES.map((item) => (
                  <option key={item} value={item}>
                    {t(priorityKey(item))}
                  </option>
                ))}
              </Select>
            ) : (
              <Badge id={`${id}-priority`} variant="outline">
                {t(priorityKey(requirement.priority))}
              </Badge>
            )}
          </div>
          <EstimateEditor requirement={requirement} editor={editor} text={estimate} />
        </div>
        <Choices
          legend={t("featureRoles")}
          options={blueprint.roles.map((role) => [role.id, role.name] as const)}
          chosen={requirement.roles}
          disabled={disabled}
          readOnly={!editor.editable}
          onChange={(role, on) =>
            editor.edit((current) => setRequirementRoles(current, requirement.id, toggle(requirement.roles, role, on)))
          }
        />
        <Choices
          legend={t("featureRecords")}
          options={blueprint.entities.map((entity) => [entity.name, entity.label] as const)}
          chosen={requirement.entities}
          disabled={disabled}
          readOnly={!editor.editable}
          onChange={(name, on) =>
            editor.edit((current) =>
              setRequirementRecords(current, requirement.id, toggle(requirement.entities, name, on)),
            )
          }
        />
        <CriteriaEditor requirement={requirement} editor={editor} />
      </fieldset>
      <ConfirmDialog
        open={confirmDelete}
        title={t("deleteTitle", { name: `${requirement.id} ${requirement.title}` })}
        text={t("notUsed")}
        confirm={t("deleteConfirm")}
        destructive
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          if (editor.edit((current) => deleteRequirement(current, requirement.id))) setConfirmDelete(false);
        }}
      />
    </li>
  );
}

/** Checkboxes in a fieldset (which roles use a feature, which records it works on). */
function Choices({
  legend,
  options,
  chosen,
  disabled,
  readOnly,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [string, string])[];
  chosen: readonly string[];
  disabled: boolean;
  readOnly: boolean;
  onChange(key: string, on: boolean): void;
}) {
  const id = useId();
  if (options.length === 0) return null;
  if (readOnly) {
    const names = options.filter(([key]) => chosen.includes(key)).map(([, name]) => name);
    return (
      <p className="text-sm">
        <span className="text-muted-foreground">{legend}: </span>
        {names.join(", ") || "—"}
      </p>
    );
  }
  return (
    <fieldset className="grid gap-1 text-sm">
      <legend className="mb-1 text-xs text-muted-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map(([key, name]) => (
          <div key={key} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${key}`}
              checked={chosen.includes(key)}
              disabled={disabled}
              onChange={(event) => onChange(key, event.target.checked)}
            />
            <Label htmlFor={`${id}-${key}`} className="font-normal">
              {name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function EstimateEditor({
  requirement,
  editor,
  text,
}: {
  requirement: TRequirement;
  editor: BlueprintEditor;
  text: string;
}) {
  const t = useT(blueprintMessages);
  const id = useId();
  const [draft, setDraft] = useState<{ development: string; qa: string } | null>(null);
  if (!editor.editable || draft === null) {
    return (
      <div className="grid gap-1">
        <span className="text-xs text-muted-foreground">
          {t("development")} + {t("qa")}
        </span>
        <div className="flex items-center gap-1">
          <span className="tabular-nums">{text}</span>
          {editor.editable && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t("edit", { name: `${requirement.id}: ${t("development")} + ${t("qa")}` })}
              title={t("edit", { name: `${requirement.id}: ${t("development")} + ${t("qa")}` })}
              disabled={!editor.editable || editor.locked}
              onClick={() =>
                setDraft({
                  development: String(requirement.estimate.development),
                  qa: String(requirement.estimate.qa),
                })
              }
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const estimate = { development: Number(draft.development) || 0, qa: Number(draft.qa) || 0 };
    if (editor.edit((current) => setEstimate(current, requirement.id, estimate))) setDraft(null);
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-dev`}>{t("development")}</Label>
          <Input
            id={`${id}-dev`}
            type="number"
            min={0}
            max={2000}
            value={draft.development}
            autoFocus
            onChange={(event) => setDraft({ ...draft, development: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-qa`}>{t("qa")}</Label>
          <Input
            id={`${id}-qa`}
            type="number"
            min={0}
            max={1000}
            value={draft.qa}
            onChange={(event) => setDraft({ ...draft, qa: event.target.value })}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t("save")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDraft(null)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The acceptance criteria, read as Given / When / Then, edited together in a form that opens below them. */
function CriteriaEditor({ requirement, editor }: { requirement: TRequirement; editor: BlueprintEditor }) {
  const t = useT(blueprintMessages);
  const id = useId();
  const [draft, setDraft] = useState<TAcceptanceCriterion[] | null>(null);
  const list = (
    <ol className="grid list-decimal gap-1 pl-5 text-sm">
      {requirement.acceptanceCriteria.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a criterion is its position.
        <li key={index}>
          <span className="font-medium">{t("given")}</span> {item.given},{" "}
          <span className="font-medium">{t("when")}</span> {item.when}, <span className="font-medium">{t("then")}</span>{" "}
          {item.then}.
        </li>
      ))}
    </ol>
  );
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-xs text-muted-foreground">
        {t("criteria")} ({requirement.acceptanceCriteria.length})
      </summary>
      <div className="mt-2 grid gap-2">
        {draft === null ? (
          <>
            {list}
            {editor.editable && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={!editor.editable || editor.locked}
                onClick={() => setDraft(requirement.acceptanceCriteria.map((item) => ({ ...item })))}
              >
                {t("edit", { name: `${t("criteria")} (${requirement.id})` })}
              </Button>
            )}
          </>
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (editor.edit((current) => setAcceptanceCriteria(current, requirement.id, draft))) setDraft(null);
            }}
          >
            {draft.map((item, index) => (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: a criterion is its position.
                key={index}
                className="grid gap-2 rounded-md border p-2"
              >
                <legend className="px-1 text-xs">{t("criterion", { number: index + 1 })}</legend>
                {(["given", "when", "then"] as const).map((part) => (
                  <div key={part} className="grid gap-1">
                    <Label htmlFor={`${id}-${index}-${part}`}>{t(part)}</Label>
                    <Input
                      id={`${id}-${index}-${part}`}
                      value={item[part]}
                      maxLength={400}
                      onChange={(event) =>
                        setDraft(
                          draft.map((other, position) =>
                            position === index ? { ...other, [part]: event.target.value } : other,
                          ),
                        )
                      }
                    />
                  </div>
                ))}
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  disabled={draft.length <= 2}
                  onClick={() => setDraft(draft.filter((_, position) => position !== index))}
                >
                  <X aria-hidden="true" />
                  {t("removeCriterion", { number: index + 1 })}
                </Button>
              </fieldset>
            ))}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={draft.length >= 5}
                onClick={() => setDraft([...draft, { given: "", when: "", then: "" }])}
              >
                <Plus aria-hidden="true" />
                {t("addCriterion")}
              </Button>
              <Button type="submit" size="sm">
                {t("save")}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDraft(null)}>
                {t("cancel")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </details>
  );
}
