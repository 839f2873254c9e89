import type { DocumentKind } from "./kinds";

/**
 * What a share link opens (decision 026), without the schema library, so the web app can use it:
 * one document ("prompt" is the app-builder prompt) or every document there is ("bundle").
 */
export const SHARED_DOCUMENT_KINDS = ["rfp", "pitch", "openapi", "prompt"] as const;
export const SHARE_KINDS = [...SHARED_DOCUMENT_KINDS, "bundle"] as const;
export type TSharedDocumentKind = (typeof SHARED_DOCUMENT_KINDS)[number];
export type TShareKind = (typeof SHARE_KINDS)[number];

/** A share's name for a document and the document's own kind. */
export const DOCUMENT_KIND_OF_SHARE: Record<TSharedDocumentKind, DocumentKind> = {
  rfp: "rfp",
  pitch: "pitch",
  openapi: "openapi",
  prompt: "app_prompt",
};

export const SHARE_MAX_DAYS = 90;
export const PASSCODE_MIN_LENGTH = 4;
export const PASSCODE_MAX_LENGTH = 128;

/** The header that carries the access a passcode granted. */
export const SHARE_ACCESS_HEADER = "x-share-access";
