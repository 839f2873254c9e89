import type { TFinding } from "#shared/blueprint/check";
import type { DocumentKind } from "#shared/documents/kinds";
import { DECK_DATA_ID } from "../deck/deck-html";
import { readDeck } from "../deck/read-deck";
import { checkOpenApi, stripFence } from "./check-openapi";
import { parseOpenApiText } from "./openapi-text";

const MIN_SLIDES = 6;
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * Whether a document is the kind of text it must be, before its content is compared with the
 * blueprint: Markdown with its sections for the RFP and the prompt, an HTML page of slides with
 * notes for the deck, an OpenAPI 3.1 document with operations for the API. A model that answers
 * a Markdown "deck" or `paths: {}` fails here.
 */
export function formatFindings(kind: DocumentKind, text: string): TFinding[] {
  const problems = PROBLEMS[kind](text.trim());
  return problems.map((message) => ({ rule: "format", message, requirement: null }));
}

const PROBLEMS: Record<DocumentKind, (text: string) => string[]> = {
  rfp: (text) => markdownProblems(text, 6),
  app_prompt: (text) => markdownProblems(text, 3),
  pitch: deckProblems,
  openapi: openApiProblems,
};

function markdownProblems(text: string, sections: number): string[] {
  const problems: string[] = [];
  if (/^<(?:!doctype|html)/i.test(text)) problems.push("The document must be Markdown, not HTML.");
  if (!/^# \S/m.test(text)) problems.push("The document must start with a level-1 Markdown heading (# Title).");
  const count = text.match(/^## \S/gm)?.length ?? 0;
  if (count < sections)
    problems.push(`The document has ${count} sections (## headings); it needs at least ${sections}.`);
  return problems;
}

function deckProblems(text: string): string[] {
  const problems: string[] = [];
  if (!/^(?:<!doctype html>|<html)/i.test(text) || !/<\/html>\s*$/i.test(text))
    problems.push("The deck must be one complete HTML document, from <!doctype html> to </html>.");
  const slides = text.match(/<section\b[^>]*class="[^"]*\bslide\b/gi)?.length ?? 0;
  if (slides < MIN_SLIDES)
    problems.push(`The deck has ${slides} slides (<section class="slide">); it needs at least ${MIN_SLIDES}.`);
  const notes = text.match(/<aside\b[^>]*class="[^"]*\bnotes\b/gi)?.length ?? 0;
  if (slides > 0 && notes < slides)
    problems.push(`Only ${notes} of ${slides} slides have speaker notes (<aside class="notes">).`);
  if (!readDeck(text)) problems.push(`The deck must carry its slides as data (<script id="${DECK_DATA_ID}">).`);
  if (/<script\b[^>]*\bsrc=|<link\b[^>]*\bhref=["']?https?:/i.test(text))
    problems.push("The deck must not load external scripts or stylesheets.");
  return problems;
}

function openApiProblems(text: string): string[] {
  const check = checkOpenApi(text);
  if (!check.valid) return check.errors;
  const document = parseOpenApiText(stripFence(text)) as { paths?: Record<string, Record<string, unknown> | null> };
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item?.[method]).map((method) => ({
      path,
      method,
      operation: item?.[method] as Record<string, unknown>,
    })),
  );
  if (operations.length === 0)
    return ["The document has no operations: `paths` must describe the product's endpoints."];
  return operations
    .filter(({ operation }) => typeof operation.operationId !== "string" || operation.operationId.length === 0)
    .map(({ path, method }) => `${method.toUpperCase()} ${path} has no operationId.`);
}
