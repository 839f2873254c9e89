import { Link } from "react-router";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TDefinitionListItem } from "#shared/schemas/definitions";
import type { TUsage } from "#shared/schemas/documents";
import { GenerateButton } from "#web/components/documents/generate-button.tsx";
import { LiveGeneration } from "#web/components/documents/live-generation.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { definitionName, packageBadge } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import {
  type ExistingDocuments,
  type GenerateCandidate,
  generateNewCandidates,
  readinessOf,
} from "#web/lib/documents/generate-new.ts";
import { generateBlock } from "#web/lib/documents/monthly-limit.ts";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { documentsPageMessages } from "./documents-page.messages";

type GenerateNewListProps = {
  kind: DocumentKind;
  definitions: readonly TDefinitionListItem[];
  existing: ExistingDocuments;
  generations: Generations;
  /** This month's documents: at the limit each button waits, with the day it can be pressed. */
  usage: TUsage | undefined;
};

/** 'Generate New': the definitions that can have this document and do not have it yet. */
export function GenerateNewList({ kind, definitions, existing, generations, usage }: GenerateNewListProps) {
  const t = useT(documentsPageMessages);
  const { user } = useAuthState();
  const candidates = generateNewCandidates(kind, definitions, existing, user, readinessOf(definitions));
  const titleId = `generate-new-${kind}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-xl font-semibold">
        {t("generateNew")}
      </h2>
      {candidates.length === 0 ? (
        <EmptyGenerateNew kind={kind} hasDefinitions={definitions.length > 0} />
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-3">
          {candidates.map((candidate) => (
            <CandidateItem
              key={candidate.definition.id}
              kind={kind}
              candidate={candidate}
              generations={generations}
              usage={usage}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type CandidateItemProps = {
  kind: DocumentKind;
  candidate: GenerateCandidate;
  generations: Generations;
  usage: TUsage | undefined;
};

function CandidateItem({
  kind,
  candidate: { definition, blocked, checking, continuePath },
  generations,
  usage,
}: CandidateItemProps) {
  const t = useT(documentsPageMessages);
  const labels = useT(definitionMessages);
  const kinds = useT(documentsMessages);
  const live = generations.find(definition.id, kind);
  const pack = packageBadge(definition.packageType, labels);
  const name = definitionName(definition.name, labels);
  const kindLabel = kinds(kind);
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <Link to={`/product-definitions/${definition.id}`} className="font-medium underline-offset-4 hover:underline">
            {name}
          </Link>
          <Badge variant={pack.variant} className="justify-self-start">
            {pack.label}
          </Badge>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {continuePath && (
            <ButtonLink variant="outline" to={continuePath}>
              {t("continueQuestionnaire")}
            </ButtonLink>
          )}
          <GenerateButton
            label={t("generate", { document: kindLabel })}
            generating={live !== undefined}
            reason={generateBlock(blocked, usage, false)}
            usage={usage}
            disabled={checking}
            onGenerate={() => void generations.start(definition.id, kind)}
          />
        </div>
      </div>
      {live && (
        <LiveGeneration
          label={t("liveFor", { document: kindLabel, name })}
          text={live.text}
          markdown={kind === "rfp"}
          onCancel={() => generations.cancel(definition.id, kind)}
        />
      )}
    </li>
  );
}

function EmptyGenerateNew({ kind, hasDefinitions }: { kind: DocumentKind; hasDefinitions: boolean }) {
  const t = useT(documentsPageMessages);
  const kinds = useT(documentsMessages);
  if (!hasDefinitions) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6">
        <p>{t("noDefinitions")}</p>
        <ButtonLink variant="outline" to="/product-definitions">
          {t("goToDefinitions")}
        </ButtonLink>
      </div>
    );
  }
  const waiting = kind === "rfp" ? t("allHaveRfp") : t("noneWaiting", { document: kinds(kind) });
  return <p className="rounded-xl border border-dashed p-6 text-muted-foreground">{waiting}</p>;
}
