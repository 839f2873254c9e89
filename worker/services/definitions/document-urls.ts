import { NO_DOCUMENT_URLS, withDocumentUrl } from "#shared/documents/document-links";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TDocumentUrls } from "#shared/schemas/definitions";
import { documentUrl } from "../documents/document-view";

/** Where each current document is served (spec section 7); null until one is generated. */
export function documentUrls(appUrl: string, definitionId: string, kinds: ReadonlySet<DocumentKind>): TDocumentUrls {
  return [...kinds].reduce(
    (urls, kind) => withDocumentUrl(urls, kind, documentUrl(appUrl, definitionId, kind)),
    NO_DOCUMENT_URLS,
  );
}
