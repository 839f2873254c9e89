import { Link } from "react-router";
import { type DocumentKind, documentKind } from "../../../shared/documents/kinds";
import type { TDefinitionListItem } from "../../../shared/schemas/conversations";
import { GenerateButton } from "../../components/documents/generate-button";
import { LiveGeneration } from "../../components/documents/live-generation";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useAuthState } from "../../lib/auth/auth-context";
import { definitionName, packageBadge } from "../../lib/definitions/definition-labels";
import {
  type ExistingDocuments,
  type GenerateCandidate,
  generateNewCandidates,
  needsReadiness,
} from "../../lib/documents/generate-new";
import type { Generations } from "../../lib/documents/use-generations";
import { useReadiness } from "./use-readiness";

type GenerateNewListProps = {
  kind: DocumentKind;
  definitions: readonly TDefinitionListItem[];
  existing: ExistingDocuments;
  generations: Generations;
};

/** 'Generate New': the definitions that can have this document and do not have it yet. */
export function GenerateNewList({ kind, definitions, existing, generations }: GenerateNewListProps) {
  const { user } = useAuthState();
  const ready = useReadiness(kind === "rfp" ? needsReadiness(definitions, existing) : []);
  const candidates = generateNewCandidates(kind, definitions, existing, user, ready);
  const titleId = `generate-new-${kind}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-xl font-semibold">
        Generate New
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
  const live = generations.find(definition.id, kind);
  const pack = packageBadge(definition.packageType);
  const name = definitionName(definition.name);
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
            <Button asChild variant="outline">
              <Link to={continuePath}>Continue Questionnaire</Link>
            </Button>
          )}
          <GenerateButton
            label={`Generate ${documentKind(kind).label}`}
            generating={live !== undefined}
            reason={blocked}
            disabled={checking}
            onGenerate={() => void generations.start(definition.id, kind)}
          />
        </div>
      </div>
      {live && (
        <LiveGeneration
          label={`${documentKind(kind).label} for ${name}`}
          text={live.text}
          markdown={kind === "rfp"}
          onCancel={() => generations.cancel(definition.id, kind)}
        />
      )}
    </li>
  );
}

function EmptyGenerateNew({ kind, hasDefinitions }: { kind: DocumentKind; hasDefinitions: boolean }) {
  if (!hasDefinitions) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6">
        <p>You have no product definitions yet. Create one to generate its documents.</p>
        <Button asChild variant="outline">
          <Link to="/product-definitions">Go to Product Definitions</Link>
        </Button>
      </div>
    );
  }
  const waiting =
    kind === "rfp"
      ? "Every product definition already has its RFP."
      : `No product definition is waiting for this document. The ${documentKind(kind).label} can be generated once a definition has its RFP.`;
  return <p className="rounded-xl border border-dashed p-6 text-muted-foreground">{waiting}</p>;
}
