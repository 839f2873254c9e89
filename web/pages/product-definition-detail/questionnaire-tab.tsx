import { Pencil, Play } from "lucide-react";
import { useEffect } from "react";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TDefinitionDetail } from "#shared/schemas/definitions";
import { Button } from "#web/components/ui/button.tsx";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { questionnairePath } from "#web/lib/definitions/definition-packages.ts";
import { pageOfPrompt } from "#web/lib/definitions/prompt-page.ts";
import { isFinal, transcriptOf, turnsOf } from "#web/lib/definitions/transcript.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { AnswerItem } from "./answer-item";
import { Pager } from "./pager";
import { definitionDetailMessages } from "./product-definition-detail.messages";
import type { useAnswerEdits } from "./use-answer-edits";

type QuestionnaireTabProps = {
  detail: TDefinitionDetail;
  /** The prompt id of the answer a link asked to edit: it is scrolled to and focused. */
  focusAnswer?: string | null;
  editing: boolean;
  onEditing(editing: boolean): void;
  edits: ReturnType<typeof useAnswerEdits>;
  onPage(page: number): void;
  busy: boolean;
};

/** The questions and answers, a page at a time; in edit mode the answers that may change are boxes. */
export function QuestionnaireTab({
  detail,
  focusAnswer = null,
  editing,
  onEditing,
  edits,
  onPage,
  busy,
}: QuestionnaireTabProps) {
  const t = useT(definitionDetailMessages);
  const common = useT(commonMessages);
  // The page the answer to edit is on (the link's target), once per link.
  const target = focusAnswer ? pageOfPrompt(focusAnswer) : null;
  useEffect(() => {
    if (target !== null) onPage(target);
  }, [target, onPage]);
  const { conversation: definition, documents } = detail;
  const turns = turnsOf(transcriptOf(detail.messages)).filter((turn) => !isFinal(turn.prompt));
  const current = definition.currentPromptId;
  const canContinue = documents.rfpUrl === null && current !== null && current !== SPECIAL_PROMPTS.final;

  return (
    <section aria-labelledby="questionnaire-title" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="questionnaire-title" className="text-xl font-semibold">
            {t("questionnaireTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("questionnaireIntro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canContinue && (
            <ButtonLink to={questionnairePath(definition.packageType, definition.id)}>
              <Play aria-hidden="true" />
              {t("continueQuestionnaire")}
            </ButtonLink>
          )}
          {!editing && (
            <Button variant="outline" onClick={() => onEditing(true)}>
              <Pencil aria-hidden="true" />
              {t("editAnswers")}
            </Button>
          )}
        </div>
      </div>
      <ol aria-label={t("questionsAndAnswers")} className="grid gap-3">
        {turns.map((turn) => (
          <AnswerItem
            key={turn.prompt.id}
            turn={turn}
            focused={focusAnswer !== null && turn.prompt.metadata.id === focusAnswer}
            editing={editing}
            draft={turn.answer ? edits.drafts[turn.answer.id] : undefined}
            onDraft={edits.edit}
          />
        ))}
      </ol>
      <Pager page={detail.page} totalPages={detail.totalPages} onPage={onPage} busy={busy} />
      {editing && (
        <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t bg-background/95 py-3 backdrop-blur">
          <Button
            variant="ghost"
            disabled={edits.saving}
            onClick={() => {
              edits.discard();
              onEditing(false);
            }}
          >
            {common("cancel")}
          </Button>
          <Button disabled={!edits.canSave} onClick={edits.save}>
            {edits.saving ? common("saving") : common("save")}
          </Button>
        </div>
      )}
    </section>
  );
}
