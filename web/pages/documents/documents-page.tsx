import { useInfiniteQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "../../../shared/errors/definition-messages";
import { ALL_STATUSES } from "../../../shared/lists/definition-filter";
import { UsageCard } from "../../components/documents/usage-card";
import { Problem } from "../../components/layout/problem";
import { LoadMoreButton } from "../../components/ui/load-more-button";
import { Spinner } from "../../components/ui/spinner";
import { TabList, TabPanel } from "../../components/ui/tabs";
import { useDefinitionPages } from "../../lib/definitions/use-definition-list";
import { existingDocuments } from "../../lib/documents/generate-new";
import { useGenerations } from "../../lib/documents/use-generations";
import { useServerMessage, useT } from "../../lib/i18n/i18n-context";
import { keyed } from "../../lib/i18n/server-text";
import { useTRPC } from "../../lib/trpc";
import { useDocumentTitle } from "../../lib/use-document-title";
import { documentsPageMessages } from "./documents-page.messages";
import { DOCUMENT_TABS, selectedDocumentTab } from "./documents-tab";
import { GenerateNewList } from "./generate-new-list";
import { GeneratedList } from "./generated-list";

const DOCUMENTS_PAGE_SIZE = 50;

/**
 * Document generation (spec section 2, /documents): per kind of document, the definitions that can
 * have one generated, the documents already generated, and this month's usage.
 */
export function DocumentsPage() {
  const t = useT(documentsPageMessages);
  const serverMessage = useServerMessage();
  useDocumentTitle(t("documentTitle"));
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const tab = selectedDocumentTab(params.get("tab"));
  const documents = useInfiniteQuery(
    trpc.documents.list.infiniteQueryOptions(
      { limit: DOCUMENTS_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const definitions = useDefinitionPages({ search: "", status: ALL_STATUSES });
  const generations = useGenerations();
  const listedDefinitions = definitions.data?.pages.flatMap((page) => page.conversations) ?? [];

  const tabs = DOCUMENT_TABS.map((kind) => ({ key: kind, label: t(`${kind}Tab`) }));

  const select = (key: string) => {
    const next = new URLSearchParams(params);
    next.set("tab", key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("intro")}</p>
      </div>
      <TabList label={t("tabsLabel")} idPrefix="documents" tabs={tabs} selected={tab} onSelect={select} />
      <TabPanel idPrefix="documents" tabKey={tab} className="grid gap-6">
        {definitions.isError || documents.isError ? (
          <Problem
            message={serverMessage(
              definitions.isError
                ? keyed("fetchFailed", DEFINITION_MESSAGES.fetchFailed)
                : keyed("documentNotFound", DOCUMENT_MESSAGES.notFound),
            )}
            onRetry={() => void Promise.all([definitions.refetch(), documents.refetch()])}
            busy={definitions.isFetching || documents.isFetching}
          />
        ) : definitions.isPending || documents.isPending ? (
          <Spinner label={t("loading")} />
        ) : (
          <>
            <GenerateNewList
              kind={tab}
              definitions={listedDefinitions}
              existing={existingDocuments(listedDefinitions)}
              generations={generations}
            />
            <LoadMoreButton query={definitions} label={t("moreDefinitions")} className="justify-self-start" />
            <GeneratedList kind={tab} documents={documents.data.pages.flatMap((page) => page.documents)} />
            <LoadMoreButton query={documents} label={t("moreDocuments")} className="justify-self-start" />
          </>
        )}
        <UsageCard usage={documents.data?.pages[0]?.usage} />
      </TabPanel>
    </div>
  );
}
