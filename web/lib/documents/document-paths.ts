import type { DocumentKind } from "#shared/documents/kinds";

/**
 * The path (and query) of a document address on the page's own origin. The server writes its
 * public address (APP_URL) into document URLs and signed links, but the API is always reached
 * where the page came from (in development through Vite's proxy), so only the path is used.
 */
export function sameOriginPath(url: string): string {
  const parsed = new URL(url, "http://same-origin.invalid");
  return `${parsed.pathname}${parsed.search}`;
}

/** A document's text, or one of its versions. */
export function documentTextPath(url: string, version?: number): string {
  const path = sameOriginPath(url);
  if (!version) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ version: String(version) })}`;
}

/** A definition's document of a kind (its current text when read). */
export function documentPath(definitionId: string, kind: DocumentKind): string {
  return `/api/conversations/${encodeURIComponent(definitionId)}/documents/${kind}`;
}

/** Where a document is generated as a stream of JSON lines. */
export function generationStreamPath(definitionId: string, kind: DocumentKind): string {
  return `${documentPath(definitionId, kind)}/stream`;
}
