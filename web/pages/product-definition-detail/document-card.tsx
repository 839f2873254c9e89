import { Code, Presentation, Wand } from "lucide-react";
import type { GenerationVerdicts } from "#shared/documents/generation-entitlement";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TDefinition } from "#shared/schemas/definitions";
import type { TUsage } from "#shared/schemas/documents";
import type { TLanguage } from "#shared/settings/options";
import { documentsUiMessages } from "#web/components/documents/documents-ui.messages.ts";
import { GenerateButton } from "#web/components/documents/generate-button.tsx";
import { languageNoticeMessages } from "#web/components/documents/language-notice.messages.ts";
import { LiveGeneration } from "#web/components/documents/live-generation.tsx";
import { ShareButton } from "#web/components/documents/share-button.tsx";
import { VersionHistoryButton } from "#web/components/documents/version-history-button.tsx";
import { VersionLine } from "#web/components/documents/version-line.tsx";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { generateBlock } from "#web/lib/documents/monthly-limit.ts";
import { useCurrentVersion } from "#web/lib/documents/use-current-version.ts";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { LANGUAGE_NAMES } from "#web/lib/i18n/languages.ts";
import { DocumentOpenActions } from "./document-open-actions";
import { DocumentStateBadge, documentState } from "./document-state";
import { definitionDetailMessages } from "./product-definition-detail.messages";

type ExtraKind = Exclude<DocumentKind, "rfp">;

const ICONS: Record<ExtraKind, typeof Code> = { pitch: Presentation, openapi: Code, app_prompt: Wand };

type DocumentCardProps = {
  definition: TDefinition;
  /** The server's verdict per document kind, sent with the definition. */
  verdicts: GenerationVerdicts;
  kind: ExtraKind;
  url: string | null;
  generations: Generations;
  /** This month's documents, sent with the definition: at the limit the button waits for the 1st. */
  usage: TUsage | undefined;
  /** Written in another language than the user's now: offered for an update in that one (issue 25). */
  inOtherLanguage?: boolean;
  /** The user's language now. */
  language: TLanguage;
};

/**
 * One extra document: its state, 'Generate ...' until it exists, then the way to read it (the deck
 * in a new tab, the others in a dialog), its version and, after edited answers, 'Regenerate (50%
 * cost)'. On an RFP-only definition it is disabled with the spec's reason; at the month's limit
 * with the day it can be generated.
 */
export function DocumentCard({
  definition,
  verdicts,
  kind,
  url,
  generations,
  usage,
  inOtherLanguage = false,
  language,
}: DocumentCardProps) {
  const languages = useT(languageNoticeMessages);
  const t = useT(definitionDetailMessages);
  const ui = useT(documentsUiMessages);
  const kinds = useT(documentsMessages);
  const Icon = ICONS[kind];
  const label = kinds(kind);
  const titleId = `document-${kind}-title`;
  const version = useCurrentVersion(definition.id, kind, url !== null);
  const live = generations.find(definition.id, kind);
  const state = documentState(url, live !== undefined, version);
  const generate = () => void generations.start(definition.id, kind);

  return (
    <article aria-labelledby={titleId} className="grid content-start gap-2 rounded-lg border p-3 sm:p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {label}
        </h3>
        <DocumentStateBadge state={state} />
      </div>
      <p className="text-sm text-muted-foreground">{t(`${kind}Description`)}</p>
      <VersionLine version={version} showOutOfDate={false} />
      <div className="flex flex-wrap items-start gap-2">
        {url === null ? (
          <GenerateButton
            label={t(`${kind}Generate`)}
            generating={live !== undefined}
            reason={generateBlock(verdicts[kind], usage, false)}
            usage={usage}
            onGenerate={generate}
          />
        ) : (
          <>
            <DocumentOpenActions definition={definition} kind={kind} url={url} disabled={live !== undefined} />
            {(version?.outOfDate || inOtherLanguage) && (
              // After edited answers an update costs half (spec section 9); a language change alone, one.
              <GenerateButton
                label={
                  version?.outOfDate ? ui("regenerate") : languages("update", { language: LANGUAGE_NAMES[language] })
                }
                regenerate={Boolean(version?.outOfDate)}
                variant="outline"
                generating={live !== undefined}
                reason={generateBlock(verdicts[kind], usage, Boolean(version?.outOfDate))}
                usage={usage}
                onGenerate={generate}
              />
            )}
            <VersionHistoryButton definitionId={definition.id} kind={kind} url={url} label={label} />
            <ShareButton definitionId={definition.id} kind={kind === "app_prompt" ? "prompt" : kind} />
          </>
        )}
      </div>
      {live && (
        <LiveGeneration label={label} text={live.text} onCancel={() => generations.cancel(definition.id, kind)} />
      )}
    </article>
  );
}
