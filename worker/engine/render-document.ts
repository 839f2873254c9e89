import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";
import { composePitchDeck } from "./deck/pitch-deck";
import { composeAppPrompt } from "./renderings/app-prompt/app-prompt";
import { composeOpenApi } from "./renderings/openapi/openapi";
import { type RenderInput, renderInput } from "./renderings/render-input";
import { composeRfp } from "./renderings/rfp/rfp";

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
