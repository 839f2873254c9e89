import { BookOpen, Download, FileText } from "lucide-react";
import type { GenerationRefusal } from "#shared/documents/generation-entitlement";
import { SPECIAL_PROMPTS } from "#shared/questionnaire/prompts";
import type { TDefinition } from "#shared/schemas/definitions";
import type { TUsage } from "#shared/schemas/documents";
import type { TLanguage } from "#shared/settings/options";
import { documentsUiMessages } from "#web/components/documents/documents-ui.messages.ts";
import { GenerateButton } from "#web/components/documents/generate-button.tsx";
import { languageNoticeMessages } from "#web/components/documents/language-notice.messages.ts";
import { ShareButton } from "#web/components/documents/share-button.tsx";
import { VersionLine } from "#web/components/documents/version-line.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { generateBlock } from "#web/lib/documents/monthly-limit.ts";
import { useCurrentVersion } from "#web/lib/documents/use-current-version.ts";
import { useDocumentActions } from "#web/lib/documents/use-document-actions.ts";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { LANGUAGE_NAMES } from "#web/lib/i18n/languages.ts";
import { DocumentStateBadge, documentState } from "./document-state";
import { documentsAreaMessages } from "./documents-area.messages";

type RfpDocumentCardProps = {
  definition: TDefinition;
  rfpUrl: string | null;
  refusal: GenerationRefusal | null;
  usage: TUsage | undefined;
  generations: Generations;
  /** Shows the RFP tab below and brings it into view. */
  onRead(): void;
  /** Written in another language than the user's now: offered for an update in that one (issue 25). */
  inOtherLanguage?: boolean;
  /** The user's language now. */
  language: TLanguage;
};

/**
 * The RFP in the documents area: its state and the way to it. Not generated yet, it offers
 * 'Generate RFP' (off with the reason: the package, an unfinished questionnaire, or this month's
 * documents used, with the day it can be generated); generated, it is read in the tab below
 * (where it is printed, regenerated and compared) or downloaded.
 */
export function RfpDocumentCard({
  definition,
  rfpUrl,
  refusal,
  usage,
  generations,
  onRead,
  inOtherLanguage = false,
  language,
}: RfpDocumentCardProps) {
  const languages = useT(languageNoticeMessages);
  const area = useT(documentsAreaMessages);
  const ui = useT(documentsUiMessages);
  const kinds = useT(documentsMessages);
  const actions = useDocumentActions();
  const version = useCurrentVersion(definition.id, "rfp", rfpUrl !== null);
  const live = generations.find(definition.id, "rfp");
  const state = documentState(rfpUrl, live !== undefined, version);
  const answered =
    definition.currentPromptId === SPECIAL_PROMPTS.documents || definition.currentPromptId === SPECIAL_PROMPTS.final;
  const generate = () => void generations.start(definition.id, "rfp");

  return (
    <article aria-labelledby="document-rfp-title" className="grid content-start gap-2 rounded-lg border p-3 sm:p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id="document-rfp-title" className="flex items-center gap-2 font-semibold">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {kinds("rfp")}
        </h3>
        <DocumentStateBadge state={state} />
      </div>
      <p className="text-sm text-muted-foreground">{area("rfpDescription")}</p>
      <VersionLine version={version} showOutOfDate={false} />
      <div className="flex flex-wrap items-start gap-2">
        {rfpUrl === null ? (
          // An unfinished questionnaire is continued from the questionnaire tab below.
          <GenerateButton
            label={area("rfpGenerate")}
            generating={live !== undefined}
            reason={answered ? generateBlock(refusal, usage, false) : (refusal ?? "questionnaire_open")}
            usage={usage}
            onGenerate={generate}
          />
        ) : (
          <>
            <Button variant="outline" onClick={onRead}>
              <BookOpen aria-hidden="true" />
              {area("readRfp")}
            </Button>
            <Button
              variant="outline"
              onClick={() => void actions.download(definition.id, "rfp")}
              disabled={live !== undefined}
            >
              <Download aria-hidden="true" />
              {area("downloadRfp")}
            </Button>
            {(version?.outOfDate || inOtherLanguage) && (
              // After edited answers an update costs half (spec section 9); a language change alone, one.
              <GenerateButton
                label={
                  version?.outOfDate ? ui("regenerate") : languages("update", { language: LANGUAGE_NAMES[language] })
                }
                regenerate={Boolean(version?.outOfDate)}
                variant="outline"
                generating={live !== undefined}
                reason={generateBlock(refusal, usage, Boolean(version?.outOfDate))}
                usage={usage}
                onGenerate={generate}
              />
            )}
            <ShareButton definitionId={definition.id} kind="rfp" />
          </>
        )}
      </div>
    </article>
  );
}
