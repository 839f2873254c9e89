import { RotateCcw, RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { CorrectionsNotice } from "../corrections-notice";
import { blueprintMessages } from "./blueprint.messages";
import { type BlueprintPart, PartQuestions, questionsAbout } from "./controls";
import { FeaturesList } from "./features-section";
import { IntegrationsList, WorkflowsList } from "./flows-section";
import { MoneyList } from "./money-section";
import { RecordsList } from "./records-section";
import { RolesList } from "./roles-section";
import { type BlueprintEditor, useBlueprintEditor } from "./use-blueprint-editor";

/**
 * The Blueprint view (issue 26): the roles, records, workflows, integrations, features, money and
 * team every document is rendered from, each editable in place, with the blueprint's open questions beside
 * the part they concern. Read-only until the first document has built the blueprint.
 */
export function BlueprintView({ definitionId, data }: { definitionId: string; data: TBlueprintResponse }) {
  const t = useT(blueprintMessages);
  const editor = useBlueprintEditor(definitionId, data);
  const blueprint = editor.blueprint;
  return (
    <section aria-labelledby="blueprint-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id="blueprint-title" className="text-lg font-semibold">
            {t("title")}
          </h3>
          {data.version !== null && (
            <p className="text-sm text-muted-foreground">
              {t("version", { version: data.version })}
              {data.model === "founder" && ` · ${t("byYou")}`}
            </p>
          )}
        </div>
        {editor.undo && (
          <Button variant="outline" size="sm" onClick={editor.runUndo} disabled={!editor.editable || editor.locked}>
            {editor.undo === "undo" ? <RotateCcw aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
            {editor.undo === "undo" ? t("undo") : t("redo")}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{blueprint ? t("intro") : t("empty")}</p>
      {/* Every outcome of an edit is announced here: saving, saved, undone, or why it was not made. */}
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {editor.status}
      </p>
      <SaveProblem editor={editor} />
      {/* Corrections a rebuild could not apply again: listed, never dropped in silence (decision 031). */}
      <CorrectionsNotice corrections={data.corrections} />
      {blueprint && <Parts blueprint={blueprint} editor={editor} />}
    </section>
  );
}

/** A change the server did not take: kept on screen, with Retry (or, when made elsewhere, Reload). */
function SaveProblem({ editor }: { editor: BlueprintEditor }) {
  const t = useT(blueprintMessages);
  if (!editor.problem || !editor.pending || editor.pending.state === "saving") return null;
  const stale = editor.pending.state === "stale";
  return (
    <div role="alert" className="flex flex-wrap items-start gap-3 rounded-lg border border-destructive/50 p-3 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p className="min-w-0 flex-1">{editor.problem}</p>
      <Button size="sm" variant="outline" onClick={stale ? editor.reload : editor.retry}>
        {stale ? t("reload") : t("retry")}
      </Button>
    </div>
  );
}

function Parts({ blueprint, editor }: { blueprint: TBlueprint; editor: BlueprintEditor }) {
  const t = useT(blueprintMessages);
  const questions = blueprint.openQuestions ?? [];
  const part = (key: BlueprintPart, title: string, content: ReactNode) => (
    <section aria-labelledby={`blueprint-${key}`} className="grid min-w-0 gap-3">
      <h4 id={`blueprint-${key}`} className="font-semibold">
        {title}
      </h4>
      <PartQuestions questions={questionsAbout(questions, key)} part={title} />
      {content}
    </section>
  );
  return (
    <div className="grid min-w-0 gap-6">
      {part("roles", t("roles"), <RolesList blueprint={blueprint} editor={editor} />)}
      {part("records", t("records"), <RecordsList blueprint={blueprint} editor={editor} />)}
      {part("workflows", t("workflows"), <WorkflowsList blueprint={blueprint} editor={editor} />)}
      {part("integrations", t("integrations"), <IntegrationsList blueprint={blueprint} editor={editor} />)}
      {part("features", t("features"), <FeaturesList blueprint={blueprint} editor={editor} />)}
      {part("money", t("money"), <MoneyList blueprint={blueprint} editor={editor} />)}
    </div>
  );
}
