import { Code, Presentation, Wand } from "lucide-react";
import { type DocumentKind, documentKind } from "../../../shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "../../../shared/errors/definition-messages";
import type { TConversation } from "../../../shared/schemas/conversations";
import { GenerateButton } from "../../components/documents/generate-button";
import { LiveGeneration } from "../../components/documents/live-generation";
import { VersionHistoryButton } from "../../components/documents/version-history-button";
import { VersionLine } from "../../components/documents/version-line";
import { Badge } from "../../components/ui/badge";
import { useAuthState } from "../../lib/auth/auth-context";
import { generationBlock } from "../../lib/documents/entitlements";
import { useCurrentVersion } from "../../lib/documents/use-current-version";
import type { Generations } from "../../lib/documents/use-generations";
import { DocumentOpenActions } from "./document-open-actions";

type ExtraKind = Exclude<DocumentKind, "rfp">;

const CARDS: Record<ExtraKind, { name: string; description: string; Icon: typeof Code }> = {
  pitch: { name: "Pitch Deck", description: "Slides for investors, with speaker notes.", Icon: Presentation },
  openapi: { name: "OpenAPI Specification", description: "Your product's API as an OpenAPI 3.1 file.", Icon: Code },
  app_prompt: {
    name: "App-builder Prompt",
    description: "A step-by-step prompt for an AI app-building platform.",
    Icon: Wand,
  },
};

type DocumentCardProps = {
  conversation: TConversation;
  kind: ExtraKind;
  url: string | null;
  generations: Generations;
};

/**
 * One extra document: 'Generate ...' until it exists, then the way to read it (the deck in a new
 * tab, the others in a dialog), its version and, after edited answers, 'Regenerate (50% cost)'.
 * On an RFP-only definition it is disabled with the spec's reason.
 */
export function DocumentCard({ conversation, kind, url, generations }: DocumentCardProps) {
  const { user } = useAuthState();
  const { name, description, Icon } = CARDS[kind];
  const label = documentKind(kind).label;
  const titleId = `document-${kind}-title`;
  const version = useCurrentVersion(conversation.id, kind, url !== null);
  const live = generations.find(conversation.id, kind);
  const reason = generationBlock(kind, conversation.packageType, user);
  const generate = () => void generations.start(conversation.id, kind);

  return (
    <article aria-labelledby={titleId} className="grid content-start gap-3 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {label}
        </h3>
        {live ? <Badge variant="secondary">Generating</Badge> : url && <Badge variant="success">Complete</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
      <VersionLine version={version} />
      <div className="flex flex-wrap items-start gap-2">
        {url === null ? (
          <GenerateButton
            label={`Generate ${name}`}
            generating={live !== undefined}
            reason={reason}
            onGenerate={generate}
          />
        ) : (
          <>
            <DocumentOpenActions conversation={conversation} kind={kind} url={url} disabled={live !== undefined} />
            {version?.outOfDate && (
              <GenerateButton
                label={DOCUMENT_MESSAGES.regenerate}
                regenerate
                variant="outline"
                generating={live !== undefined}
                reason={reason}
                onGenerate={generate}
              />
            )}
            <VersionHistoryButton definitionId={conversation.id} kind={kind} url={url} label={label} />
          </>
        )}
      </div>
      {live && (
        <LiveGeneration label={label} text={live.text} onCancel={() => generations.cancel(conversation.id, kind)} />
      )}
    </article>
  );
}
