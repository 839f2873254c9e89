import { lazy, Suspense, useEffect } from "react";
import type { GenerationVerdicts } from "#shared/documents/generation-entitlement";
import { documentKind } from "#shared/documents/kinds";
import type { TDefinition, TDocumentUrls } from "#shared/schemas/definitions";
import type { TUsage } from "#shared/schemas/documents";
import { LanguageNotice } from "#web/components/documents/language-notice.tsx";
import { ShareButton } from "#web/components/documents/share-button.tsx";
import { UpdateDocuments } from "#web/components/documents/update-documents.tsx";
import { UsageLine } from "#web/components/documents/usage-line.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { documentsInOtherLanguage } from "#web/lib/documents/document-language.ts";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { usePreferences, useT } from "#web/lib/i18n/i18n-context.tsx";
import { DocumentCard } from "./document-card";
import { documentsAreaMessages } from "./documents-area.messages";
import { definitionDetailMessages } from "./product-definition-detail.messages";
import { RfpDocumentCard } from "./rfp-document-card";
import { useBlueprint } from "./use-blueprint";

// The deck's look (themes, colours, the logo's checks, with the schemas' library) is its own chunk,
// fetched when a deck exists or is being written: not part of the page's first load (issue 30).
const loadDeckThemePicker = () => import("#web/components/documents/deck-theme-picker.tsx");
const DeckThemePicker = lazy(() => loadDeckThemePicker().then((module) => ({ default: module.DeckThemePicker })));

type DocumentsAreaProps = {
  definition: TDefinition;
  documents: TDocumentUrls;
  verdicts: GenerationVerdicts;
  usage: TUsage;
  generations: Generations;
  /** Shows the RFP tab and brings it into view. */
  onReadRfp(): void;
};

const EXTRA_KINDS = ["pitch", "openapi", "app_prompt"] as const;

/** The id the checkout's return lands on (/product-definitions/{id}#documents). */
export const DOCUMENTS_AREA_ID = "documents";

/**
 * What the founder paid for, first on the page (issue 25): the RFP and spec section 2's extra
 * documents (investor pitch deck, OpenAPI specification, app-builder development prompt), each
 * with its state and its actions, and this month's documents against the limit. The extra
 * documents follow the RFP: until it exists they wait with the reason.
 */
export function DocumentsArea({ definition, documents, verdicts, usage, generations, onReadRfp }: DocumentsAreaProps) {
  const t = useT(definitionDetailMessages);
  const area = useT(documentsAreaMessages);
  const hasRfp = documents.rfpUrl !== null;
  // Which documents are written in another language than the user's now (issue 25).
  // The blueprint is asked for only once there are documents to be in a language.
  const blueprint = useBlueprint(definition.id, hasRfp).data;
  const preferred = usePreferences().language;
  const language = blueprint?.language ?? preferred;
  const stale = documentsInOtherLanguage(blueprint);
  const otherLanguage = new Set(stale.map((item) => item.kind));
  // While the first deck is written its look's code arrives, so the picker shows with the deck.
  const writingDeck = generations.find(definition.id, "pitch") !== undefined;
  useEffect(() => {
    if (writingDeck) void loadDeckThemePicker().catch(() => undefined);
  }, [writingDeck]);
  return (
    <Card
      id={DOCUMENTS_AREA_ID}
      aria-labelledby="documents-title"
      className="grid scroll-mt-20 gap-3 p-4 sm:gap-4 sm:p-6"
      tabIndex={-1}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <CardTitle id="documents-title">{area("title")}</CardTitle>
          <CardDescription className="hidden sm:block">{area("intro")}</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <UsageLine usage={usage} />
          {hasRfp && <ShareButton definitionId={definition.id} kind="bundle" />}
        </div>
      </div>
      <LanguageNotice stale={stale} language={language} />
      {hasRfp && (
        <UpdateDocuments
          definitionId={definition.id}
          documents={documents}
          verdicts={verdicts}
          usage={usage}
          generations={generations}
        />
      )}
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <RfpDocumentCard
          definition={definition}
          rfpUrl={documents.rfpUrl}
          refusal={verdicts.rfp}
          usage={usage}
          generations={generations}
          onRead={onReadRfp}
          inOtherLanguage={otherLanguage.has("rfp")}
          language={language}
        />
        {hasRfp &&
          EXTRA_KINDS.map((kind) => (
            <DocumentCard
              key={kind}
              definition={definition}
              verdicts={verdicts}
              kind={kind}
              url={documents[documentKind(kind).urlKey]}
              generations={generations}
              usage={usage}
              inOtherLanguage={otherLanguage.has(kind)}
              language={language}
            />
          ))}
      </div>
      {documents.pitchDeckUrl && (
        <Suspense fallback={null}>
          <DeckThemePicker definitionId={definition.id} />
        </Suspense>
      )}
      {hasRfp && (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{t("moreDocuments")}: </span>
          {t("moreDocumentsText")}
        </p>
      )}
    </Card>
  );
}
