import type { TDocumentCheck, TFinding } from "#shared/blueprint/check";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";
import { readDeck } from "../deck/read-deck";
import { DOCUMENT_TEXT } from "../renderings/i18n";
import { stripFence } from "./check-openapi";
import { formatFindings } from "./format-checks";
import { blueprintMeaningFindings, deckMeaningFindings } from "./meaning-checks";
import { parseOpenApiText } from "./openapi-text";
import { platformFindings } from "./platform-terms";
import { sectionText } from "./sections";

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * Whether a document agrees with the blueprint it was rendered from: the same check for the
 * offline writer and an LLM. The RFP and the prompt name every requirement (Later ones only
 * under their out-of-scope heading); the deck names every Must (Later ones only in its Later
 * list); every OpenAPI operation traces to requirements of version 1; platforms as answered.
 */
export function checkDocument(kind: DocumentKind, text: string, blueprint: TBlueprint): TDocumentCheck {
  const format = formatFindings(kind, text);
  if (format.length > 0) return { passed: false, findings: format, requirements: {} };
  // The deck's data (JSON for the .pptx) is not what a reader sees: the check reads the slides.
  const read =
    kind === "pitch" ? text.replace(/<script\b[^>]*type="application\/json"[^>]*>[\s\S]*?<\/script>/gi, "") : text;
  const { findings, requirements } =
    kind === "openapi" ? checkOpenApiTrace(read, blueprint) : checkText(kind, read, blueprint);
  const all = [
    ...findings,
    ...platformFindings(read, blueprint, kind === "rfp" || kind === "app_prompt"),
    ...meaningFindings(kind, text, blueprint),
  ];
  return { passed: all.length === 0, findings: all, requirements };
}

/**
 * The blueprint's meaning is checked with the RFP (which renders all of it); the deck's own with
 * the deck, read from the data it carries.
 */
function meaningFindings(kind: DocumentKind, text: string, blueprint: TBlueprint): TFinding[] {
  if (kind === "rfp") return blueprintMeaningFindings(blueprint);
  if (kind !== "pitch") return [];
  const deck = readDeck(text);
  return deck ? deckMeaningFindings(deck, blueprint) : [];
}

function checkText(kind: DocumentKind, text: string, blueprint: TBlueprint) {
  const counts = countIds(text);
  const findings: TFinding[] = [...unknownIds(counts, blueprint)];
  const headings = DOCUMENT_TEXT[blueprint.language].headings;
  const outside =
    kind === "pitch"
      ? text.replace(/<ul class="later">[\s\S]*?<\/ul>/g, "")
      : text.replace(sectionText(text, kind === "rfp" ? headings.rfpOutOfScope : headings.promptOutOfScope), "");
  const named =
    kind === "pitch" ? blueprint.requirements.filter((item) => item.priority === "must") : blueprint.requirements;
  for (const item of named) {
    if (!counts[item.id]) findings.push(missing(item.id, kind));
  }
  const outsideCounts = countIds(outside);
  for (const item of blueprint.requirements.filter((candidate) => candidate.priority === "later")) {
    if (outsideCounts[item.id]) {
      findings.push({
        rule: "later_in_scope",
        message: `${item.id} is Later but appears outside the out-of-scope list.`,
        requirement: item.id,
      });
    }
  }
  return { findings, requirements: counts };
}

function checkOpenApiTrace(text: string, blueprint: TBlueprint) {
  const document = parseOpenApiText(stripFence(text)) as { paths?: Record<string, Record<string, unknown>> };
  const priorities = new Map(blueprint.requirements.map((item) => [item.id, item.priority]));
  const findings: TFinding[] = [];
  const requirements: Record<string, number> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method] as { operationId?: unknown; "x-requirements"?: unknown } | undefined;
      if (!operation) continue;
      const name =
        typeof operation.operationId === "string" ? operation.operationId : `${method.toUpperCase()} ${path}`;
      const traced = Array.isArray(operation["x-requirements"])
        ? operation["x-requirements"].filter((id): id is string => typeof id === "string")
        : [];
      if (traced.length === 0) {
        findings.push({ rule: "untraced_operation", message: `${name} has no x-requirements.`, requirement: null });
      }
      for (const id of traced) {
        const priority = priorities.get(id);
        if (!priority)
          findings.push({ rule: "unknown_requirement", message: `${name} traces to unknown ${id}.`, requirement: id });
        else if (priority === "later")
          findings.push({
            rule: "later_in_scope",
            message: `${name} traces to ${id}, which is Later.`,
            requirement: id,
          });
        requirements[id] = (requirements[id] ?? 0) + 1;
      }
    }
  }
  return { findings, requirements };
}

function countIds(text: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/\bFR-([1-9]\d*)\b/g))
    counts[`FR-${match[1]}`] = (counts[`FR-${match[1]}`] ?? 0) + 1;
  return counts;
}

function unknownIds(counts: Record<string, number>, blueprint: TBlueprint): TFinding[] {
  const known = new Set(blueprint.requirements.map((item) => item.id));
  return Object.keys(counts)
    .filter((id) => !known.has(id))
    .map((id) => ({
      rule: "unknown_requirement" as const,
      message: `${id} is not a requirement of the blueprint.`,
      requirement: id,
    }));
}

function missing(id: string, kind: DocumentKind): TFinding {
  return { rule: "missing_requirement", message: `${id} does not appear in the ${kind} document.`, requirement: id };
}
