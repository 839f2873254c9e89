import { useInfiniteQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import { ALL_STATUSES } from "#shared/lists/definition-filter";
import { UsageCard } from "#web/components/documents/usage-card.tsx";
import { Problem } from "#web/components/layout/problem.tsx";
import { LoadMoreButton } from "#web/components/ui/load-more-button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { TabList, TabPanel } from "#web/components/ui/tabs.tsx";
import { useDefinitionPages } from "#web/lib/definitions/use-definition-list.ts";
import { existingDocuments } from "#web/lib/documents/generate-new.ts";
import { useGenerations } from "#web/lib/documents/use-generations.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { keyed } from "#web/lib/i18n/server-text.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
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
              usage={documents.data.pages[0]?.usage}
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
