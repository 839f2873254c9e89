import type { TBlueprint } from "../../../shared/blueprint/schema";
import type { DocumentKind } from "../../../shared/documents/kinds";
import { composeAppPrompt } from "./app-prompt/app-prompt";
import { composeOpenApi } from "./openapi/openapi";
import { composePitchDeck } from "./pitch-deck/pitch-deck";
import { type RenderInput, renderInput } from "./render-input";
import { composeRfp } from "./rfp/rfp";

const COMPOSERS: Record<DocumentKind, (input: RenderInput) => string> = {
  rfp: composeRfp,
  pitch: composePitchDeck,
  openapi: composeOpenApi,
  app_prompt: composeAppPrompt,
};

/**
 * The offline writer's documents, each a rendering of the blueprint in its language: pure and
 * synchronous, so the same blueprint and `generatedAt` always give the same text. rfp and
 * app_prompt are Markdown, pitch is a self-contained HTML page, openapi is YAML.
 */
export function composeDocument(kind: DocumentKind, blueprint: TBlueprint, generatedAt: Date): string {
  return COMPOSERS[kind](renderInput(blueprint, generatedAt));
}
