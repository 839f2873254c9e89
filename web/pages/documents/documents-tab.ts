import type { DocumentKind } from "#shared/documents/kinds";

/**
 * The page's tabs: the spec's three (RFPs, Pitch Decks, API Specifications) and a fourth for the
 * app-builder prompts, which are a document of their own with their own Generate New list. Their
 * names are in the page's catalogue (`<kind>Tab`).
 */
export const DOCUMENT_TABS: readonly DocumentKind[] = ["rfp", "pitch", "openapi", "app_prompt"];

/** The tab named in the query (`?tab=pitch`), the RFPs when none or an unknown one is named. */
export function selectedDocumentTab(value: string | null): DocumentKind {
  return DOCUMENT_TABS.find((kind) => kind === value) ?? "rfp";
}
