/** The four documents (spec sections 4 and 7): how each is asked for, served and announced. */
export type DocumentKind = "rfp" | "pitch" | "openapi" | "app_prompt";

type DocumentKindInfo = {
  kind: DocumentKind;
  label: string;
  /** The questionnaire's option letter at qGenerateRFP. */
  letter: "A" | "B" | "C" | "D";
  /** The spec's REST call: POST /api/conversations/{id}/{generatePath}. */
  generatePath: string;
  contentType: string;
  extension: string;
  /** The toast after a generation (spec section 8). */
  toast: string;
  /** Which key of the conversation's `documents` holds its URL. */
  urlKey: "rfpUrl" | "pitchDeckUrl" | "openapiUrl" | "lovablePromptUrl";
};

export const DOCUMENT_KINDS: readonly DocumentKindInfo[] = [
  {
    kind: "rfp",
    label: "Request for Proposal",
    letter: "A",
    generatePath: "generate-rfp",
    contentType: "text/markdown; charset=utf-8",
    extension: "md",
    toast: "RFP generated",
    urlKey: "rfpUrl",
  },
  {
    kind: "pitch",
    label: "Investor Pitch Deck",
    letter: "B",
    generatePath: "generate-pitch",
    contentType: "text/html; charset=utf-8",
    extension: "html",
    toast: "Pitch generated",
    urlKey: "pitchDeckUrl",
  },
  {
    kind: "openapi",
    label: "OpenAPI Specification",
    letter: "C",
    generatePath: "generate-api-definition",
    contentType: "application/yaml; charset=utf-8",
    extension: "yaml",
    toast: "API Definition generated",
    urlKey: "openapiUrl",
  },
  {
    kind: "app_prompt",
    label: "App-builder development prompt",
    letter: "D",
    generatePath: "generate-lovable-prompt",
    contentType: "text/markdown; charset=utf-8",
    extension: "md",
    toast: "App-builder prompt generated",
    urlKey: "lovablePromptUrl",
  },
];

export const DOCUMENT_KIND_NAMES = DOCUMENT_KINDS.map((info) => info.kind) as [DocumentKind, ...DocumentKind[]];

export function documentKind(kind: DocumentKind): DocumentKindInfo {
  return DOCUMENT_KINDS.find((info) => info.kind === kind) as DocumentKindInfo;
}

/** Spec section 9: documents per user per UTC month; a regeneration after edited answers costs half. */
export const MONTHLY_DOCUMENT_LIMIT = 10;
export const REGENERATION_COST = 0.5;

/** "2026-11" for any instant in November 2026, UTC. */
export function usageMonthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** 00:00 UTC on the 1st of the month after `date`. */
export function nextMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}
