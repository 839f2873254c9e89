import { useEffect, useState } from "react";
import { useLocation, useParams, useSearchParams } from "react-router";
import { DEFINITION_MESSAGES } from "#shared/errors/definition-messages";
import type { TDefinitionDetail } from "#shared/schemas/definitions";
import { BackToDefinitions, Problem } from "#web/components/layout/problem.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { TabList, TabPanel } from "#web/components/ui/tabs.tsx";
import { isMissingDefinition } from "#web/lib/definitions/definition-errors.ts";
import { definitionName } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { useGenerations } from "#web/lib/documents/use-generations.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { keyed } from "#web/lib/i18n/server-text.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { DefinitionHeader } from "./definition-header";
import { answerToEdit, type DetailTab, opensDocuments, opensForEditing, queryFor, selectedTab } from "./detail-tab";
import { DOCUMENTS_AREA_ID, DocumentsArea } from "./documents-card";
import { LazyQuestionnaireTab, usePreloadQuestionnaireTab } from "./lazy-questionnaire-tab";
import { definitionDetailMessages } from "./product-definition-detail.messages";
import { RequirementsCard } from "./requirements-card";
import { RfpTab } from "./rfp-tab";
import { UpgradeCard } from "./upgrade";
import { useAnswerEdits } from "./use-answer-edits";
import { useDefinitionDetail } from "./use-definition-detail";

/** A definition's detail (spec section 2, /product-definitions/{id}): its RFP and its questionnaire. */
export function ProductDefinitionDetailPage() {
  const t = useT(definitionDetailMessages);
  const labels = useT(definitionMessages);
  const serverMessage = useServerMessage();
  const { id = "" } = useParams();
  const [page, setPage] = useState(1);
  const detail = useDefinitionDetail(id, page);
  useDocumentTitle(detail.data ? definitionName(detail.data.conversation.name, labels) : t("documentTitle"));

  if (detail.isPending) return <Spinner label={t("loading")} />;
  if (detail.isError) {
    return isMissingDefinition(detail.error) ? (
      <Problem message={serverMessage(keyed("definitionNotFound", DEFINITION_MESSAGES.notFound))}>
        <BackToDefinitions />
      </Problem>
    ) : (
      <Problem message={t("messagesLoadFailed")} onRetry={() => void detail.refetch()} busy={detail.isFetching}>
        <BackToDefinitions />
      </Problem>
    );
  }
  return <Detail detail={detail.data} onPage={setPage} busy={detail.isFetching} />;
}

type DetailProps = { detail: TDefinitionDetail; onPage(page: number): void; busy: boolean };

function Detail({ detail, onPage, busy }: DetailProps) {
  const t = useT(definitionDetailMessages);
  const [params, setParams] = useSearchParams();
  const { conversation: definition, documents } = detail;
  const hasRfp = documents.rfpUrl !== null;
  const tab = selectedTab(params.get("action"), hasRfp);
  // The answers open read-only; Edit (or the /edit route) opens them for editing.
  const { state } = useLocation();
  const [editing, setEditing] = useState(() => opensForEditing(state));
  const edits = useAnswerEdits(definition.id);
  // "Edit answer 7" (an open question's link): the questionnaire opens for editing on that answer's page.
  const answer = answerToEdit(params);
  useEffect(() => {
    if (answer) setEditing(true);
  }, [answer]);
  const generations = useGenerations();
  usePreloadQuestionnaireTab();
  // Back from the checkout of an upgrade: the documents just paid for are where the focus starts.
  const arrivedForDocuments = opensDocuments(state);
  useEffect(() => {
    // It leads the page: in view already, so the focus moves without scrolling.
    if (arrivedForDocuments) document.getElementById(DOCUMENTS_AREA_ID)?.focus({ preventScroll: true });
  }, [arrivedForDocuments]);
  const selectTab = (key: DetailTab) => {
    setEditing(false);
    edits.discard();
    const next = queryFor(params, key);
    next.delete("answer");
    setParams(next, { preventScrollReset: true });
  };
  // 'Read the RFP' in the documents area: the RFP tab, brought into view with the focus on it.
  const readRfp = () => {
    if (tab !== "rfp") selectTab("rfp");
    requestAnimationFrame(() => {
      const rfpTab = document.getElementById("definition-rfp-tab");
      rfpTab?.scrollIntoView({ block: "start" });
      rfpTab?.focus({ preventScroll: true });
    });
  };
  const tabs = [
    { key: "rfp", label: t("tabRfp"), disabled: !hasRfp },
    { key: "questionnaire", label: t("tabQuestionnaire") },
  ] as const;

  return (
    // One minmax(0, 1fr) column: a wide table (the RFP's, the requirements') scrolls inside its own
    // box instead of widening the column, and with it the page, on a phone.
    <div className="grid grid-cols-1 gap-6">
      <DefinitionHeader definition={definition} />
      {/* What the founder paid for leads the page (issue 25), above the long RFP. */}
      <DocumentsArea
        definition={definition}
        documents={documents}
        verdicts={detail.generation}
        usage={detail.usage}
        generations={generations}
        onReadRfp={readRfp}
      />
      {definition.packageType === "rfpGeneratorPackages" && <UpgradeCard definitionId={definition.id} />}
      <TabList<DetailTab>
        label={t("tabsLabel")}
        idPrefix="definition"
        tabs={tabs}
        selected={tab}
        onSelect={selectTab}
      />
      <TabPanel idPrefix="definition" tabKey={tab}>
        {tab === "rfp" ? (
          <RfpTab
            definition={definition}
            rfpUrl={documents.rfpUrl}
            refusal={detail.generation.rfp}
            usage={detail.usage}
            generations={generations}
          />
        ) : (
          <LazyQuestionnaireTab
            detail={detail}
            focusAnswer={answer}
            editing={editing}
            onEditing={setEditing}
            edits={edits}
            onPage={onPage}
            busy={busy}
          />
        )}
      </TabPanel>
      {hasRfp && <RequirementsCard definitionId={definition.id} />}
    </div>
  );
}
