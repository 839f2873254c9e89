import type { TDocumentUrls } from "../schemas/definitions";
import { type DocumentKind, documentKind } from "./kinds";

/** A definition's document links before any document exists. */
export const NO_DOCUMENT_URLS: TDocumentUrls = {
  rfpUrl: null,
  pitchDeckUrl: null,
  openapiUrl: null,
  lovablePromptUrl: null,
  apiSpecUrl: null,
};

/**
 * The links with one document's address set (spec section 7's names): the server writes a
 * definition's links this way and the web applies a finished generation the same way. The spec's
 * client reads the OpenAPI document under two names.
 */
export function withDocumentUrl(urls: TDocumentUrls, kind: DocumentKind, url: string): TDocumentUrls {
  const next = { ...urls, [documentKind(kind).urlKey]: url };
  return kind === "openapi" ? { ...next, apiSpecUrl: url } : next;
}
