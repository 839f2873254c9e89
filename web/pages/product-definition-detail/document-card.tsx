import { Code, Presentation, Wand } from "lucide-react";
import type { GenerationVerdicts } from "#shared/documents/generation-entitlement";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TDefinition } from "#shared/schemas/definitions";
import { documentsUiMessages } from "#web/components/documents/documents-ui.messages.ts";
import { GenerateButton } from "#web/components/documents/generate-button.tsx";
import { LiveGeneration } from "#web/components/documents/live-generation.tsx";
import { VersionHistoryButton } from "#web/components/documents/version-history-button.tsx";
import { VersionLine } from "#web/components/documents/version-line.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { useCurrentVersion } from "#web/lib/documents/use-current-version.ts";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { DocumentOpenActions } from "./document-open-actions";
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
};

/**
 * One extra document: 'Generate ...' until it exists, then the way to read it (the deck in a new
 * tab, the others in a dialog), its version and, after edited answers, 'Regenerate (50% cost)'.
 * On an RFP-only definition it is disabled with the spec's reason.
 */
export function DocumentCard({ definition, verdicts, kind, url, generations }: DocumentCardProps) {
  const t = useT(definitionDetailMessages);
  const ui = useT(documentsUiMessages);
  const kinds = useT(documentsMessages);
  const Icon = ICONS[kind];
  const label = kinds(kind);
  const titleId = `document-${kind}-title`;
  const version = useCurrentVersion(definition.id, kind, url !== null);
  const live = generations.find(definition.id, kind);
  const reason = verdicts[kind];
  const generate = () => void generations.start(definition.id, kind);

  return (
    <article aria-labelledby={titleId} className="grid content-start gap-3 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {label}
        </h3>
        {live ? (
          <Badge variant="secondary">{t("badgeGenerating")}</Badge>
        ) : (
          url && <Badge variant="success">{t("badgeComplete")}</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t(`${kind}Description`)}</p>
      <VersionLine version={version} />
      <div className="flex flex-wrap items-start gap-2">
        {url === null ? (
          <GenerateButton
            label={t(`${kind}Generate`)}
            generating={live !== undefined}
            reason={reason}
            onGenerate={generate}
          />
        ) : (
          <>
            <DocumentOpenActions definition={definition} kind={kind} url={url} disabled={live !== undefined} />
            {version?.outOfDate && (
              <GenerateButton
                label={ui("regenerate")}
                regenerate
                variant="outline"
                generating={live !== undefined}
                reason={reason}
                onGenerate={generate}
              />
            )}
            <VersionHistoryButton definitionId={definition.id} kind={kind} url={url} label={label} />
          </>
        )}
      </div>
      {live && (
        <LiveGeneration label={label} text={live.text} onCancel={() => generations.cancel(definition.id, kind)} />
      )}
    </article>
  );
}
