import type { DocumentKind } from "../../../../shared/documents/kinds";
import { composeAppPrompt } from "./app-prompt";
import type { DocumentInput } from "./document-input";
import { composeOpenApi } from "./openapi";
import { composePitchDeck } from "./pitch-deck";
import { composeRfp } from "./rfp";

export type { DocumentInput } from "./document-input";

export type { DocumentKind };

const COMPOSERS: Record<DocumentKind, (input: DocumentInput) => string> = {
  rfp: composeRfp,
  pitch: composePitchDeck,
  openapi: composeOpenApi,
  app_prompt: composeAppPrompt,
};

/**
 * The offline writer's documents: pure and synchronous, so the same answers, features and
 * `generatedAt` always give the same text (no clock, no randomness, no I/O).
 * rfp and app_prompt are Markdown, pitch is a self-contained HTML page, openapi is YAML.
 */
export function composeDocument(kind: DocumentKind, input: DocumentInput): string {
  return COMPOSERS[kind](input);
}
