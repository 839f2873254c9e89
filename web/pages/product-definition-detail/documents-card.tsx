import type { GenerationVerdicts } from "#shared/documents/generation-entitlement";
import { documentKind } from "#shared/documents/kinds";
import type { TDefinition, TDocumentUrls } from "#shared/schemas/definitions";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import type { Generations } from "#web/lib/documents/use-generations.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { DocumentCard } from "./document-card";
import { definitionDetailMessages } from "./product-definition-detail.messages";

type DocumentsCardProps = {
  definition: TDefinition;
  documents: TDocumentUrls;
  verdicts: GenerationVerdicts;
  generations: Generations;
};

const EXTRA_KINDS = ["pitch", "openapi", "app_prompt"] as const;

/**
 * Spec section 2's extra documents card, shown once the definition has its RFP: the investor
 * pitch deck, the OpenAPI specification and the app-builder development prompt.
 */
export function DocumentsCard({ definition, documents, verdicts, generations }: DocumentsCardProps) {
  const t = useT(definitionDetailMessages);
  return (
    <Card aria-labelledby="documents-title" className="grid gap-4">
      <div>
        <CardTitle id="documents-title">{t("moreDocuments")}</CardTitle>
        <CardDescription>{t("moreDocumentsText")}</CardDescription>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {EXTRA_KINDS.map((kind) => (
          <DocumentCard
            key={kind}
            definition={definition}
            verdicts={verdicts}
            kind={kind}
            url={documents[documentKind(kind).urlKey]}
            generations={generations}
          />
        ))}
      </div>
    </Card>
  );
}
