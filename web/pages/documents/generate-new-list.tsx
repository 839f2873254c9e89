import { Link } from "react-router";
import type { DocumentKind } from "../../../shared/documents/kinds";
import type { TDefinitionListItem } from "../../../shared/schemas/definitions";
import { GenerateButton } from "../../components/documents/generate-button";
import { LiveGeneration } from "../../components/documents/live-generation";
import { Badge } from "../../components/ui/badge";
import { ButtonLink } from "../../components/ui/button-link";
import { useAuthState } from "../../lib/auth/auth-context";
import { definitionName, packageBadge } from "../../lib/definitions/definition-labels";
import { definitionMessages } from "../../lib/definitions/definitions.messages";
import { documentsMessages } from "../../lib/documents/documents.messages";
import {
  type ExistingDocuments,
  type GenerateCandidate,
  generateNewCandidates,
  readinessOf,
} from "../../lib/documents/generate-new";
import type { Generations } from "../../lib/documents/use-generations";
import { useT } from "../../lib/i18n/i18n-context";
import { documentsPageMessages } from "./documents-page.messages";

type GenerateNewListProps = {
  kind: DocumentKind;
  definitions: readonly TDefinitionListItem[];
  existing: ExistingDocuments;
  generations: Generations;
};

/** 'Generate New': the definitions that can have this document and do not have it yet. */
export function GenerateNewList({ kind, definitions, existing, generations }: GenerateNewListProps) {
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
            <CandidateItem key={candidate.definition.id} kind={kind} candidate={candidate} generations={generations} />
          ))}
        </ul>
      )}
    </section>
  );
}

type CandidateItemProps = { kind: DocumentKind; candidate: GenerateCandidate; generations: Generations };

function CandidateItem({
  kind,
  candidate: { definition, blocked, checking, continuePath },
  generations,
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
            reason={blocked}
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
