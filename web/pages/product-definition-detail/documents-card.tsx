import { documentKind } from "../../../shared/documents/kinds";
import type { TConversation, TDocumentUrls } from "../../../shared/schemas/conversations";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import type { Generations } from "../../lib/documents/use-generations";
import { DocumentCard } from "./document-card";

type DocumentsCardProps = { conversation: TConversation; documents: TDocumentUrls; generations: Generations };

const EXTRA_KINDS = ["pitch", "openapi", "app_prompt"] as const;

/**
 * Spec section 2's extra documents card, shown once the definition has its RFP: the investor
 * pitch deck, the OpenAPI specification and the app-builder development prompt.
 */
export function DocumentsCard({ conversation, documents, generations }: DocumentsCardProps) {
  return (
    <Card aria-labelledby="documents-title" className="grid gap-4">
      <div>
        <CardTitle id="documents-title">More documents</CardTitle>
        <CardDescription>
          Generated from the same answers as the RFP, with the Complete Documentation package.
        </CardDescription>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {EXTRA_KINDS.map((kind) => (
          <DocumentCard
            key={kind}
            conversation={conversation}
            kind={kind}
            url={documents[documentKind(kind).urlKey]}
            generations={generations}
          />
        ))}
      </div>
    </Card>
  );
}
