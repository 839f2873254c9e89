import { sameOriginPath } from "./document-paths";

/** Every document text query starts with this, so a new version can refresh them all at once. */
export const DOCUMENT_TEXT_KEY = ["document-text"] as const;

/**
 * The query key of a document's text (the current version, or `version`): by its path on the
 * page's origin, so the text that came with the page's first data (early-requests.ts) and the
 * one a page reads at the server's address (APP_URL) are the same entry.
 */
export function documentTextKey(url: string, version?: number) {
  return [...DOCUMENT_TEXT_KEY, sameOriginPath(url), version ?? "current"] as const;
}
