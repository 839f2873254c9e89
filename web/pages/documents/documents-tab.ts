import type { DocumentKind } from "../../../shared/documents/kinds";

/**
 * The page's tabs: the spec's three (RFPs, Pitch Decks, API Specifications) and a fourth for the
 * app-builder prompts, which are a document of their own with their own Generate New list.
 */
export const DOCUMENT_TABS: readonly { key: DocumentKind; label: string; plural: string }[] = [
  { key: "rfp", label: "RFPs", plural: "RFPs" },
  { key: "pitch", label: "Pitch Decks", plural: "pitch decks" },
  { key: "openapi", label: "API Specifications", plural: "API specifications" },
  { key: "app_prompt", label: "App-Builder Prompts", plural: "app-builder prompts" },
];

/** The tab named in the query (`?tab=pitch`), the RFPs when none or an unknown one is named. */
export function selectedDocumentTab(value: string | null): DocumentKind {
  return DOCUMENT_TABS.find((tab) => tab.key === value)?.key ?? "rfp";
}
