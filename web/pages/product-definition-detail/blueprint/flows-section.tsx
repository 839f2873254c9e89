import { Trash2, X } from "lucide-react";
import { useId } from "react";
import {
  addIntegration,
  addStep,
  deleteIntegration,
  deleteStep,
  renameWorkflow,
  updateIntegration,
  updateStep,
} from "#shared/blueprint/edits";
import type { TBlueprint, TIntegration, TWorkflow } from "#shared/blueprint/schema";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { AddForm, InlineText } from "./controls";
import type { BlueprintEditor } from "./use-blueprint-editor";

type Props = { blueprint: TBlueprint; editor: BlueprintEditor };

/** The workflows, step by step: who takes each step, what happens, which record it works on. */
export function WorkflowsList({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  if (blueprint.workflows.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ul className="grid gap-3">
      {blueprint.workflows.map((flow) => (
        <WorkflowItem key={flow.id} flow={flow} blueprint={blueprint} editor={editor} />
      ))}
    </ul>
  );
}

function WorkflowItem({ flow, blueprint, editor }: { flow: TWorkflow } & Props) {
  const t = useT(blueprintMessages);
  const titleId = useId();
  const disabled = !editor.editable || editor.locked;
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-3">
      <fieldset aria-labelledby={titleId} className="m-0 grid min-w-0 border-0 p-0 gap-3">
        {editor.editable ? (
          <InlineText
            label={t("name")}
            value={flow.name}
            maxLength={80}
            action={t("rename", { name: flow.name })}
            disabled={disabled}
            onSave={(name) => editor.edit((current) => renameWorkflow(current, flow.id, name))}
          >
            <span id={titleId} className="inline-block py-2 font-medium">
              {flow.name}
            </span>
          </InlineText>
        ) : (
          <p id={titleId} className="font-medium">
            {flow.name}
          </p>
        )}
        <ol className="grid gap-2">
          {flow.steps.map((_step, index) => (
            <StepItem
              // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position in the workflow.
              key={index}
              flow={flow}
              index={index}
              blueprint={blueprint}
              editor={editor}
            />
          ))}
        </ol>
        {editor.editable && (
          <AddForm
            label={t("newStep")}
            action={t("addStep", { name: flow.name })}
            disabled={disabled}
            onAdd={(text) => editor.edit((current) => addStep(current, flow.id, text))}
          />
        )}
      </fieldset>
    </li>
  );
}

function StepItem({ flow, index, blueprint, editor }: { flow: TWorkflow; index: number } & Props) {
  const t = useT(blueprintMessages);
  const id = useId();
  const step = flow.steps[index];
  if (!step) return null;
  const disabled = !editor.editable || editor.locked;
  const action = blueprint.actions.find((item) => item.id === step.action);
  const number = index + 1;
  const who = step.role ? (blueprint.roles.find((role) => role.id === step.role)?.name ?? step.role) : t("theProduct");
  const record = action ? (blueprint.entities.find((entity) => entity.name === action.entity)?.label ?? "") : "";
  if (!editor.editable) {
    return (
      <li className="rounded-md bg-muted/50 px-3 py-2 text-sm">
        <span className="font-medium">{who}</span>: {step.text}
        {record && <span className="text-muted-foreground"> ({record})</span>}
      </li>
    );
  }
  return (
    <li className="grid min-w-0 gap-2 rounded-md bg-muted/50 p-3 text-sm">
      <fieldset aria-label={t("step", { number })} className="m-0 grid min-w-0 border-0 p-0 gap-2">
        <div className="flex items-start gap-1">
          <span className="mt-2 text-xs text-muted-foreground">{t("step", { number })}</span>
          <div className="min-w-0 flex-1">
            <InlineText
              label={t("stepAction")}
              value={step.text}
              maxLength={300}
              action={t("edit", { name: `${t("step", { number })}: ${step.text}` })}
              disabled={disabled}
              onSave={(text) => editor.edit((current) => updateStep(current, flow.id, index, { text }))}
            >
              <span className="inline-block py-2">{step.text}</span>
            </InlineText>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("deleteStep", { number, name: flow.name })}
            title={t("deleteStep", { number, name: flow.name })}
            disabled={disabled || flow.steps.length <= 1}
            onClick={() => editor.edit((current) => deleteStep(current, flow.id, index))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-who`} className="text-xs text-muted-foreground">
              {t("stepWho")}
            </Label>
            <Select
              id={`${id}-who`}
              value={step.role ?? ""}
              disabled={disabled}
              onChange={(event) =>
                editor.edit((current) => updateStep(current, flow.id, index, { role: event.target.value || null }))
              }
            >
              <option value="">{t("theProduct")}</option>
              {blueprint.roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-record`} className="text-xs text-muted-foreground">
              {t("stepRecord")}
            </Label>
            <Select
              id={`${id}-record`}
              value={action?.entity ?? ""}
              disabled={disabled || !action}
              onChange={(event) =>
                editor.edit((current) => updateStep(current, flow.id, index, { record: event.target.value }))
              }
            >
              {!action && <option value="">{t("noRecord")}</option>}
              {blueprint.entities.map((entity) => (
                <option key={entity.name} value={entity.name}>
                  {entity.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </fieldset>
    </li>
  );
}

/** The integrations: service, purpose, and whether it waits for a later version. */
export function IntegrationsList({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  return (
    <>
      {blueprint.integrations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {blueprint.integrations.map((integration, index) => (
            <IntegrationItem
              // biome-ignore lint/suspicious/noArrayIndexKey: two integrations may share a name; the position tells them apart.
              key={`${integration.name}-${index}`}
              integration={integration}
              index={index}
              editor={editor}
            />
          ))}
        </ul>
      )}
      {editor.editable && (
        <AddForm
          label={t("newIntegration")}
          action={t("addIntegration")}
          disabled={!editor.editable || editor.locked}
          onAdd={(name) => editor.edit((current) => addIntegration(current, name))}
        />
      )}
    </>
  );
}

function IntegrationItem({
  integration,
  index,
  editor,
}: {
  integration: TIntegration;
  index: number;
  editor: BlueprintEditor;
}) {
  const t = useT(blueprintMessages);
  const id = useId();
  const disabled = !editor.editable || editor.locked;
  const change = (patch: Parameters<typeof updateIntegration>[2]) =>
    editor.edit((current) => updateIntegration(current, index, patch));
  if (!editor.editable) {
    return (
      <li className="grid gap-1 rounded-lg border p-3 text-sm">
        <span id={`${id}-name`} className="font-medium">
          {integration.name}
        </span>
        <span>{integration.purpose || "—"}</span>
        {integration.later && <Badge variant="outline">{t("laterPriority")}</Badge>}
      </li>
    );
  }
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm">
      <fieldset aria-labelledby={`${id}-name`} className="m-0 grid min-w-0 border-0 p-0 gap-2">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <InlineText
              label={t("service")}
              value={integration.name}
              maxLength={120}
              action={t("rename", { name: integration.name })}
              disabled={disabled}
              onSave={(name) => change({ name })}
            >
              <span id={`${id}-name`} className="inline-block py-2 font-medium">
                {integration.name}
              </span>
            </InlineText>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("delete", { name: integration.name })}
            title={t("delete", { name: integration.name })}
            disabled={disabled}
            onClick={() => editor.edit((current) => deleteIntegration(current, index))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-1">
          <span className="text-xs text-muted-foreground">{t("purpose")}</span>
          <InlineText
            label={t("purpose")}
            value={integration.purpose}
            maxLength={300}
            action={t("edit", { name: `${t("purpose")} (${integration.name})` })}
            disabled={disabled}
            onSave={(purpose) => change({ purpose })}
          >
            {integration.purpose || "—"}
          </InlineText>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-later`}
            checked={integration.later}
            disabled={disabled}
            onChange={(event) => change({ later: event.target.checked })}
          />
          <Label htmlFor={`${id}-later`} className="font-normal">
            {t("later")}
          </Label>
        </div>
      </fieldset>
    </li>
  );
}
