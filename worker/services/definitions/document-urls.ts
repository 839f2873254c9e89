import type { TDocumentUrls } from "../../../shared/schemas/definitions";

type Kind = "rfp" | "pitch" | "openapi" | "app_prompt";

/** Where each current document is served (spec section 7); null until one is generated. */
export function documentUrls(appUrl: string, definitionId: string, kinds: ReadonlySet<Kind>): TDocumentUrls {
  const url = (kind: Kind) =>
    kinds.has(kind) ? `${appUrl}/api/conversations/${definitionId}/documents/${kind}` : null;
  return {
    rfpUrl: url("rfp"),
    pitchDeckUrl: url("pitch"),
    openapiUrl: url("openapi"),
    lovablePromptUrl: url("app_prompt"),
    // The spec's client reads the OpenAPI document under both names.
    apiSpecUrl: url("openapi"),
  };
}
